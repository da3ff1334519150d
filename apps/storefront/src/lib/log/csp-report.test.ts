import { describe, expect, it } from 'vitest';
import { parseCspReport } from './csp-report';

describe('parseCspReport', () => {
  it('reads a report-uri report, keeping the page’s path without its query', () => {
    const body = {
      'csp-report': {
        'document-uri': 'http://shop.test/en/search?q=my+name',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'script-sample': 'window.stolen = document.cookie; '.repeat(5),
        'line-number': 12,
      },
    };
    expect(parseCspReport(body)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: '/en/search',
        sample: 'window.stolen = document.cookie; '.repeat(5).slice(0, 80),
        line: 12,
      },
    ]);
  });

  it('reads the Reporting API’s list and keeps only CSP violations', () => {
    const body = [
      {
        type: 'csp-violation',
        url: 'http://shop.test/th',
        body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline', lineNumber: 3 },
      },
      { type: 'deprecation', url: 'http://shop.test/th', body: {} },
    ];
    expect(parseCspReport(body)).toEqual([{ directive: 'script-src-elem', blocked: 'inline', page: '/th', sample: undefined, line: 3 }]);
  });

  it('is null for anything else', () => {
    expect(parseCspReport({ hello: 'world' })).toBeNull();
    expect(parseCspReport('csp')).toBeNull();
  });
});
