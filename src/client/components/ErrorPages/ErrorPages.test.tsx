import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderServerError } from '../../entry-server';
import { StatusProvider, StatusRecorder } from '../../shell/status';
import { CodePage, serverErrorStatus } from './ErrorPages';

describe('error pages', () => {
  it('answer 500, or 409 when the failure was a conflict', () => {
    expect(serverErrorStatus('database went away')).toBe(500);
    expect(serverErrorStatus('Request failed: 409: Conflict')).toBe(409);
    const page = renderServerError('boom', 'Quire');
    expect(page.status).toBe(500);
    expect(page.html).toContain('Apologies, but something went wrong on our end.');
    expect(page.html).toContain('href="/_/health"');
    expect(page.html).toContain('href="/top-stories"');
    expect(renderServerError('409: Conflict', 'Quire').status).toBe(409);
  });

  it('the generic page sets its own status, title and message, with an optional takedown notice', () => {
    const status = new StatusRecorder();
    const html = renderToStaticMarkup(
      <StatusProvider value={status}>
        <CodePage code={451} title="Unavailable" message="Removed after a legal notice." takedownNoticeUrl="https://example.com/notice" />
      </StatusProvider>,
    );
    expect(status.status).toBe(451);
    expect(html).toContain('Removed after a legal notice.');
    expect(html).toContain('href="https://example.com/notice"');
  });
});
