import type { Bundle, BundleLink, Resource } from '@medplum/fhirtypes';
import type { FhirSearchQuery } from './directory-search.ts';

/** A page of a search as a FHIR searchset: the matches, what they include, and its links. */
export interface SearchPage<R extends Resource> {
  /** The server's FHIR base, e.g. https://host/fhir. */
  base: string;
  type: string;
  /** The search's own parameters, paging left out: every link repeats them. */
  params: readonly (readonly [string, string])[];
  offset: number;
  count: number;
  total: number;
  matches: readonly R[];
  includes: readonly Resource[];
}

/** The params a page's links repeat: the search's own, paging left out. */
export function linkParams(query: FhirSearchQuery): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) =>
    name === '_count' || name === '_offset' || value === undefined
      ? []
      : (typeof value === 'string' ? [value] : value).map((one) => [name, one] as [string, string]),
  );
}

function pageUrl(page: SearchPage<Resource>, offset: number): string {
  const search = new URLSearchParams(page.params as [string, string][]);
  search.set('_count', String(page.count));
  search.set('_offset', String(offset));
  return `${page.base}/${page.type}?${search.toString()}`;
}

const fullUrl = (base: string, resource: Resource) =>
  `${base}/${resource.resourceType}/${resource.id ?? ''}`;

/**
 * The searchset: `total` counts the matches of every page, the links page by `_offset` (the
 * links are opaque to a client; the offset is the cartilla's own paging). An included resource
 * several matches name appears once.
 */
export function searchsetBundle<R extends Resource>(page: SearchPage<R>): Bundle {
  const link: BundleLink[] = [{ relation: 'self', url: pageUrl(page, page.offset) }];
  if (page.offset > 0) {
    link.push({ relation: 'first', url: pageUrl(page, 0) });
    link.push({ relation: 'previous', url: pageUrl(page, Math.max(0, page.offset - page.count)) });
  }
  if (page.offset + page.count < page.total) {
    link.push({ relation: 'next', url: pageUrl(page, page.offset + page.count) });
  }
  const seen = new Set(page.matches.map((resource) => fullUrl(page.base, resource)));
  const includes = page.includes.filter((resource) => {
    const url = fullUrl(page.base, resource);
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link,
    entry: [
      ...page.matches.map((resource) => ({
        fullUrl: fullUrl(page.base, resource),
        resource,
        search: { mode: 'match' as const },
      })),
      ...includes.map((resource) => ({
        fullUrl: fullUrl(page.base, resource),
        resource,
        search: { mode: 'include' as const },
      })),
    ],
  };
}
