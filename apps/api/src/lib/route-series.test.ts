import { describe, expect, it } from 'vitest';
import { RouteSeries } from './route-series.ts';

const R = '/pre/v1/modulos/:id';
const labels = `route="${R}",method="GET"`;

describe('RouteSeries: requests and latency in Prometheus text', () => {
  it.each([
    {
      name: 'one fast answer lands in every bucket',
      seen: [[200, 0.001]] as const,
      lines: [
        `portal_http_requests_total{${labels},status="200"} 1`,
        `portal_http_request_duration_seconds_bucket{${labels},le="0.005"} 1`,
        `portal_http_request_duration_seconds_bucket{${labels},le="10"} 1`,
        `portal_http_request_duration_seconds_bucket{${labels},le="+Inf"} 1`,
        `portal_http_request_duration_seconds_count{${labels}} 1`,
      ],
    },
    {
      name: 'a bound is inclusive (le), and the buckets are cumulative',
      seen: [
        [200, 0.005],
        [200, 0.02],
        [404, 0.3],
      ] as const,
      lines: [
        `portal_http_requests_total{${labels},status="200"} 2`,
        `portal_http_requests_total{${labels},status="404"} 1`,
        `portal_http_request_duration_seconds_bucket{${labels},le="0.005"} 1`,
        `portal_http_request_duration_seconds_bucket{${labels},le="0.01"} 1`,
        `portal_http_request_duration_seconds_bucket{${labels},le="0.025"} 2`,
        `portal_http_request_duration_seconds_bucket{${labels},le="0.25"} 2`,
        `portal_http_request_duration_seconds_bucket{${labels},le="0.5"} 3`,
        `portal_http_request_duration_seconds_sum{${labels}} 0.325`,
      ],
    },
    {
      name: 'an answer slower than the last bound counts only in +Inf',
      seen: [[500, 12]] as const,
      lines: [
        `portal_http_request_duration_seconds_bucket{${labels},le="10"} 0`,
        `portal_http_request_duration_seconds_bucket{${labels},le="+Inf"} 1`,
      ],
    },
  ])('$name', ({ seen, lines }) => {
    const series = new RouteSeries();
    for (const [status, seconds] of seen) series.observe(R, 'GET', status, seconds);
    const text = series.text().split('\n');
    for (const line of lines) expect(text).toContain(line);
  });

  it('counts an untimed answer (an event stream) without a latency series', () => {
    const series = new RouteSeries();
    series.observe('/pre/v1/cap/eventos', 'GET', 200);
    const text = series.text();
    expect(text).toContain(
      'portal_http_requests_total{route="/pre/v1/cap/eventos",method="GET",status="200"} 1',
    );
    expect(text).not.toContain('portal_http_request_duration_seconds_count');
  });

  it('escapes a label value as the text format requires', () => {
    const series = new RouteSeries();
    series.observe('/a"b\\c', 'GET', 200, 0.001);
    expect(series.text()).toContain('route="/a\\"b\\\\c"');
  });

  it('declares each family once, with its type', () => {
    const series = new RouteSeries();
    series.observe(R, 'GET', 200, 0.001);
    series.observe(R, 'POST', 201, 0.001);
    const text = series.text();
    expect(text.match(/^# TYPE .*$/gm)).toEqual([
      '# TYPE portal_http_requests_total counter',
      '# TYPE portal_http_request_duration_seconds histogram',
    ]);
  });
});
