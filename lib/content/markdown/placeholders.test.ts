import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('puts in each named figure, spaces inside the braces allowed', () => {
    expect(fillPlaceholders('Within {{days}} days, {{ name }}.', { days: 30, name: 'Highland Home' }, 'content/x.md')).toBe('Within 30 days, Highland Home.');
  });

  it('leaves slot markers alone', () => {
    expect(fillPlaceholders('{{> cookie-table}}', {}, 'content/x.md')).toBe('{{> cookie-table}}');
  });

  it('refuses a name it has no figure for, listing the ones it has', () => {
    expect(() => fillPlaceholders('{{dayz}}', { days: 30 }, 'content/x.md')).toThrow('content/x.md: unknown placeholder {{dayz}}; this file can use {{days}}');
  });
});
