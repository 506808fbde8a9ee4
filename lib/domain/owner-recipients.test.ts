import { ownerRecipients, parseOwnerEmailSetting } from './owner-recipients';

describe('SHOP_OWNER_EMAIL', () => {
  it('is optional: unset or blank names nobody, so the owner accounts are told', () => {
    expect(parseOwnerEmailSetting(undefined)).toEqual({ ok: true, value: null });
    expect(parseOwnerEmailSetting('')).toEqual({ ok: true, value: null });
    expect(parseOwnerEmailSetting('   ')).toEqual({ ok: true, value: null });
  });

  it('takes one address, trimmed and lower-cased', () => {
    expect(parseOwnerEmailSetting('  Morag@Highland-Home.example ')).toEqual({ ok: true, value: ['morag@highland-home.example'] });
  });

  it('takes several separated by commas, each once, in the order given', () => {
    expect(parseOwnerEmailSetting('orders@highland-home.example, Morag@highland-home.example ,ORDERS@highland-home.example')).toEqual({
      ok: true,
      value: ['orders@highland-home.example', 'morag@highland-home.example'],
    });
  });

  it.each([
    ['morag', '"morag" is not one'],
    ['morag@highland-home', '"morag@highland-home" is not one'],
    ['orders@highland-home.example; morag@highland-home.example', 'is not one'],
    ['Morag <morag@highland-home.example>', '"Morag <morag@highland-home.example>" is not one'],
    ['orders@highland-home.example,,morag@highland-home.example', 'an empty entry'],
    ['orders@highland-home.example,', 'an empty entry'],
    ['x?cc=someone@example.com', 'is not one'],
  ])('refuses %j, naming the setting and what is wrong', (value, what) => {
    const parsed = parseOwnerEmailSetting(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain('SHOP_OWNER_EMAIL');
      expect(parsed.error).toContain(what);
    }
  });
});

describe('who hears of a new order', () => {
  it('is the setting’s addresses when it is set, whatever accounts there are', () => {
    expect(ownerRecipients(['orders@highland-home.example'], ['morag@highland-home.example'])).toEqual(['orders@highland-home.example']);
  });

  it('is every owner account, each once, when it is not', () => {
    expect(ownerRecipients(null, ['morag@highland-home.example', ' Ailsa@Highland-Home.example', 'MORAG@highland-home.example'])).toEqual([
      'morag@highland-home.example',
      'ailsa@highland-home.example',
    ]);
  });

  it('is nobody in a shop with neither', () => {
    expect(ownerRecipients(null, [])).toEqual([]);
  });
});
