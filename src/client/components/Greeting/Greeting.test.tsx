import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Greeting, greetingText } from './Greeting';

describe('home greeting', () => {
  it('greets by the local hour with the first name', () => {
    expect(greetingText('Ada Lovelace', 0)).toBe('Good morning, Ada');
    expect(greetingText('Ada Lovelace', 11)).toBe('Good morning, Ada');
    expect(greetingText('Ada Lovelace', 12)).toBe('Good afternoon, Ada');
    expect(greetingText('Ada Lovelace', 16)).toBe('Good afternoon, Ada');
    expect(greetingText('Ada Lovelace', 17)).toBe('Good evening, Ada');
    expect(greetingText('Ada Lovelace', 23)).toBe('Good evening, Ada');
    expect(greetingText('  Grace  ', 9)).toBe('Good morning, Grace');
  });

  it('renders the neutral heading on the server, whatever the server’s clock says', () => {
    const html = renderToString(<Greeting name="Ada Lovelace" />);
    expect(html).toBe('<h1 class="greeting"><span class="greeting__text greeting__text--neutral">Welcome, Ada</span></h1>');
  });
});
