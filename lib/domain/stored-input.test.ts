import { isStorableText, MAX_RECORD_ID, recordKey } from './stored-input';

describe('text the database can store', () => {
  it('accepts any well-formed text, emoji and flags included', () => {
    for (const text of ['', 'Morag', 'Loch Ness £24.99 – “tartan”', '🏴󠁧󠁢󠁳󠁣󠁴󠁿 🦌', 'line\none\ttab']) expect(isStorableText(text)).toBe(true);
  });

  it('refuses a NUL character and either half of a surrogate pair on its own', () => {
    for (const text of ['\u0000', 'Mo\u0000rag', '\uD800', 'a\uD83Cb', '\uDC00', 'x\uDFFF', '🦌'.slice(0, 1), '🦌'.slice(1)]) expect(isStorableText(text)).toBe(false);
  });
});

describe('recordKey', () => {
  it('reads an id or a slug', () => {
    expect(recordKey('42')).toEqual({ id: 42 });
    expect(recordKey(String(MAX_RECORD_ID))).toEqual({ id: MAX_RECORD_ID });
    expect(recordKey('oak-chopping-board')).toEqual({ slug: 'oak-chopping-board' });
  });

  it('names nothing for ids past the largest serial, zero, NULs, broken characters and absurd lengths', () => {
    for (const key of ['0', String(MAX_RECORD_ID + 1), '99999999999999999999', '', 'a\u0000b', '\uD800', 'a'.repeat(201)]) expect(recordKey(key)).toBeNull();
  });
});
