import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import type { AccessDecision } from '@portal/domain/access';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../axe.ts';

/** What spec §4/§6 says a route shows this user: the page itself or the guard's screen. */
export type Expected = AccessDecision | 'public';

const MAINTENANCE_IMAGE = 'Módulo en mantenimiento';
const TERMS_TITLE = 'Términos y condiciones';
const GUARD_WAIT_MS = 3_000;

interface ShownAlert {
  text: string;
  kind: string;
}

/**
 * The error alerts the page shows: a red alert or notification (our error colour; yellow
 * warnings and grey hints, such as the affiliate guard of spec §2 before anything was entered,
 * are states, not errors), an open error dialog, and any other element with role=alert.
 */
function visibleAlerts(page: Page): Promise<ShownAlert[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      (element.textContent ?? '').trim() !== '';
    const text = (element: Element) =>
      ((element as HTMLElement).innerText || element.textContent || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200);
    const mantine = (element: Element) =>
      element.classList.contains('mantine-Alert-root') ||
      element.classList.contains('mantine-Notification-root');
    const red = (element: Element) => (element.getAttribute('style') ?? '').includes('color-red');
    const kindOf = (element: Element) =>
      element.classList.contains('mantine-Notification-root')
        ? 'aviso'
        : element.classList.contains('mantine-Alert-root')
          ? 'alerta'
          : `alerta (${element.tagName.toLowerCase()}.${[...element.classList].join('.')})`;
    const alerts = [
      ...document.querySelectorAll(
        '[role="alert"], .mantine-Alert-root, .mantine-Notification-root',
      ),
    ].filter((element) => (mantine(element) ? red(element) : true));
    const dialogs = [...document.querySelectorAll('[data-dialog-kind="error"] [role="dialog"]')];
    return [
      // An alert inside another (a notification's own parts) is reported once, by its outer one.
      ...alerts
        .filter((element) => !alerts.some((other) => other !== element && other.contains(element)))
        .filter(shown)
        .map((element) => ({ kind: kindOf(element), text: text(element) })),
      ...dialogs
        .filter(shown)
        .map((element) => ({ kind: 'diálogo de error', text: text(element) })),
    ];
  });
}

async function isShown(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: GUARD_WAIT_MS });
    return true;
  } catch {
    return page.isClosed() ? false : await locator.first().isVisible();
  }
}

/**
 * What the page shows against what the spec expects of it: the guard's screen where the user
 * may not see the module (asserted, not ignored), no not-found page and no alert elsewhere.
 */
export async function checkContent(page: Page, expected: Expected): Promise<string[]> {
  const problems: string[] = [];
  const notFound = page.getByRole('heading', {
    level: 1,
    name: MESSAGES.notFoundTitle,
    exact: true,
  });
  if (await notFound.isVisible()) problems.push('muestra la página Ups! (no encontrada)');
  let alerts = await visibleAlerts(page);

  switch (expected) {
    case 'login':
      if (new URL(page.url()).pathname.replace(/\/$/, '') !== '/prestadores') {
        problems.push(`un visitante no fue enviado al inicio (quedó en ${page.url()})`);
      }
      break;
    case 'terms': {
      const title = page.getByRole('heading', { level: 1, name: TERMS_TITLE });
      const accept = page.getByRole('button', { name: MESSAGES.acceptTerms });
      if (!(await isShown(page, title)) || !(await accept.isVisible())) {
        problems.push('falta la pantalla de términos y condiciones');
      }
      break;
    }
    case 'forbidden': {
      const message = page.getByText(MESSAGES.noPermission);
      if (!(await isShown(page, message))) problems.push('falta el mensaje de permisos');
      alerts = await visibleAlerts(page);
      alerts = alerts.filter((alert) => !alert.text.includes(MESSAGES.noPermission));
      break;
    }
    case 'maintenance': {
      const image = page.getByRole('img', { name: MAINTENANCE_IMAGE });
      if (!(await isShown(page, image))) problems.push('falta la imagen de mantenimiento');
      if (!(await page.getByText(EXTRA_MESSAGES.moduleInMaintenance).isVisible())) {
        problems.push('falta el texto de mantenimiento');
      }
      break;
    }
    case 'allowed':
    case 'public':
      break;
  }
  for (const alert of alerts) problems.push(`${alert.kind}: «${alert.text}»`);
  return problems;
}

/** A sideways scroll of the page at the current viewport, with the elements that cause it. */
export async function checkNoSidewaysScroll(page: Page, viewport: string): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .filter(
        (element) =>
          (element.parentElement?.getBoundingClientRect().right ?? 0) <= root.clientWidth + 1,
      )
      .slice(0, 3)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const label = (element.getAttribute('aria-label') ?? element.className.toString()).slice(
          0,
          60,
        );
        return `${name}${label ? ` (${label})` : ''}`;
      });
    return { scroll: root.scrollWidth, client: root.clientWidth, widest };
  });
  if (!overflow) return [];
  return [
    `desplazamiento horizontal a ${viewport}: scrollWidth ${overflow.scroll} > clientWidth ${overflow.client}` +
      (overflow.widest.length ? ` (sobresalen: ${overflow.widest.join(', ')})` : ''),
  ];
}

/**
 * Tables that scroll sideways inside their own region: on a desktop every table must fit its
 * column (a clipped action column never moves the page itself). On a phone a wide table may
 * scroll or become cards, so this check is the desktop's.
 */
export async function checkTablesFit(page: Page, viewport: string): Promise<string[]> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((table) => {
        let box: HTMLElement | null = table.parentElement;
        while (box && box !== document.body) {
          const overflow = getComputedStyle(box).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') break;
          box = box.parentElement;
        }
        if (!box || box === document.body || table.getClientRects().length === 0) return null;
        if (box.scrollWidth <= box.clientWidth + 1) return null;
        const name =
          box.getAttribute('aria-label') ??
          table.querySelector('caption')?.textContent ??
          table.getAttribute('aria-label') ??
          'tabla';
        return `${name.trim().slice(0, 60)} (${box.scrollWidth} px en ${box.clientWidth} px)`;
      })
      .filter((found): found is string => found !== null),
  );
  return clipped.map((table) => `tabla más ancha que su columna a ${viewport}: ${table}`);
}

/** axe's serious and critical findings on what the page shows now, or on a part of it. */
async function seriousAxeFindings(page: Page, include?: string): Promise<string[]> {
  return (await seriousAxeViolations(page, include)).map(
    (violation) =>
      `axe ${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

/**
 * A fingerprint of the page's frame (header, menu, dialogs: everything outside <main>) and of
 * its <main>, with the generated ids, the active link's marks, the texts and the numbers left
 * out, so the same markup reached by another account or route, showing other data, reads the
 * same: axe's serious and critical rules judge structure, names being there, and colours.
 */
function fingerprints(page: Page): Promise<{ frame: string; main: string }> {
  return page.evaluate(() => {
    const hash = (text: string) => {
      let value = 0x811c9dc5;
      for (let index = 0; index < text.length; index++) {
        value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
      }
      return `${text.length}:${(value >>> 0).toString(16)}`;
    };
    const generated = [
      'id',
      'for',
      'name',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
      'aria-owns',
      'aria-activedescendant',
      'aria-current',
      'data-active',
    ];
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll('*')) {
      for (const name of generated) element.removeAttribute(name);
      element.classList.remove('active');
      // Numbers in labels and links (a case's number, an amount) are data, not markup.
      for (const attribute of [...element.attributes]) {
        if (attribute.name !== 'style' && attribute.name !== 'class') {
          attribute.value = attribute.value.replace(/\d+/g, '0');
        }
      }
    }
    // What a text says is data; whether there is one is markup (an empty name is a finding).
    const texts = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      node.nodeValue = node.nodeValue?.trim() ? 't' : '';
    }
    const main = body.querySelector('main');
    const mainHtml = main?.outerHTML ?? '';
    main?.replaceChildren();
    return { frame: hash(body.outerHTML), main: main ? hash(mainHtml) : '' };
  });
}

/**
 * axe's serious and critical findings, once per markup: the whole page when its frame is new,
 * only its <main> when just the page is new, nothing when both were checked already (by this
 * walker or another, in either shard). Same markup, same findings; the walk's time goes to what
 * is new. `claim` answers true to the first to ask for a markup (walk-tally.ts).
 */
export async function axeWhatIsNew(page: Page, claim: (key: string) => boolean): Promise<string[]> {
  const { frame, main } = await fingerprints(page);
  const mainKey = `main ${main}`;
  if (claim(`frame ${frame}`)) {
    claim(mainKey);
    return seriousAxeFindings(page);
  }
  if (main && claim(mainKey)) return seriousAxeFindings(page, 'main');
  return [];
}
