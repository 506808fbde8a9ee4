import { describeConditions, discountCreateSchema, discountState, discountPatchOf, discountPatchSchema, discountProblems, toApiDiscount, type StoredDiscount } from './discount-draft';

const issues = (body: unknown) => {
  const result = discountCreateSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}|${issue.message}`);
};

describe('the body of POST /api/admin/discounts', () => {
  it('reads a percentage code with every condition, its code upper-case and its money in pence', () => {
    const parsed = discountCreateSchema.parse({
      code: ' story10 ',
      kind: 'percent',
      value: '12.5',
      minimumSpend: '30.00',
      startsAt: '2026-12-01T09:00:00Z',
      endsAt: '2026-12-24T18:00:00+00:00',
      usageLimit: 50,
      oncePerCustomer: true,
      categories: [4, 2, 4],
      products: [31],
    });
    expect(parsed).toEqual({
      code: 'STORY10',
      kind: 'percent',
      percentHundredths: 1250,
      amountPence: 0,
      minimumSpendPence: 3000,
      startsAt: new Date('2026-12-01T09:00:00Z'),
      endsAt: new Date('2026-12-24T18:00:00Z'),
      usageLimit: 50,
      oncePerCustomer: true,
      categoryIds: [2, 4],
      productIds: [31],
    });
  });

  it('reads an amount in pounds, and free shipping without a value', () => {
    expect(discountCreateSchema.parse({ code: 'FIVER', kind: 'amount', value: '5.00' })).toMatchObject({ amountPence: 500, percentHundredths: 0, minimumSpendPence: null, usageLimit: null, oncePerCustomer: false, categoryIds: [] });
    expect(discountCreateSchema.parse({ code: 'POSTFREE', kind: 'free_shipping', value: 'ignored' })).toMatchObject({ kind: 'free_shipping', amountPence: 0, percentHundredths: 0 });
  });

  it.each([
    [{ kind: 'percent', value: '10' }, 'code|'],
    [{ code: 'a b', kind: 'percent', value: '10' }, 'code|code must be'],
    [{ code: 'AB', kind: 'percent', value: '10' }, 'code|code must be'],
    [{ code: 'SALE', kind: 'half', value: '10' }, 'kind|kind must be'],
    [{ code: 'SALE', kind: 'percent' }, 'value|value must be a percentage'],
    [{ code: 'SALE', kind: 'percent', value: '0' }, 'value|value must be a percentage'],
    [{ code: 'SALE', kind: 'percent', value: '100.01' }, 'value|value must be a percentage'],
    [{ code: 'SALE', kind: 'percent', value: '10.123' }, 'value|value must be a percentage'],
    [{ code: 'SALE', kind: 'percent', value: 10 }, 'value|value must be text'],
    [{ code: 'SALE', kind: 'amount', value: '0.00' }, 'value|value must be a sum'],
    [{ code: 'SALE', kind: 'amount', value: '-5' }, 'value|value must be a sum'],
    [{ code: 'SALE', kind: 'amount', value: '5', minimumSpend: '£30' }, 'minimumSpend|minimumSpend must be'],
    [{ code: 'SALE', kind: 'amount', value: '5', startsAt: '2026-12-01' }, 'startsAt|startsAt must be an ISO date-time'],
    [{ code: 'SALE', kind: 'amount', value: '5', endsAt: 'tomorrow' }, 'endsAt|endsAt must be an ISO date-time'],
    [{ code: 'SALE', kind: 'amount', value: '5', usageLimit: 0 }, 'usageLimit|usageLimit must be'],
    [{ code: 'SALE', kind: 'amount', value: '5', usageLimit: 1.5 }, 'usageLimit|usageLimit must be'],
    [{ code: 'SALE', kind: 'amount', value: '5', oncePerCustomer: 'yes' }, 'oncePerCustomer|oncePerCustomer must be'],
    [{ code: 'SALE', kind: 'amount', value: '5', categories: ['aprons'] }, 'categories.0|categories must be a list'],
    [{ code: 'SALE', kind: 'amount', value: '5', products: 7 }, 'products|products must be a list'],
    [{ code: 'SALE', kind: 'amount', value: '5', colour: 'red' }, '|Unrecognized key'],
  ])('refuses %j, naming the field', (body, expected) => {
    const [field, start] = expected.split('|') as [string, string];
    expect(issues(body)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}\\|.*${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'))]));
  });
});

describe('a change to a stored code', () => {
  it('reads a value by the kind the code keeps, or by a new one', () => {
    const change = discountPatchSchema.parse({ value: '15' });
    expect(discountPatchOf(change, 'percent')).toEqual({ percentHundredths: 1500, amountPence: 0 });
    expect(discountPatchOf(change, 'amount')).toEqual({ percentHundredths: 0, amountPence: 1500 });
    expect(discountPatchOf(discountPatchSchema.parse({ kind: 'free_shipping' }), 'percent')).toEqual({ kind: 'free_shipping', percentHundredths: 0, amountPence: 0 });
  });

  it('asks for the value with a new kind that needs one, and switches a code off and on', () => {
    expect(discountPatchOf(discountPatchSchema.parse({ kind: 'amount' }), 'percent')).toMatchObject({ field: 'value' });
    expect(discountPatchOf(discountPatchSchema.parse({ active: false }), 'percent')).toEqual({ active: false });
    expect(discountPatchOf(discountPatchSchema.parse({ minimumSpend: null, products: [3] }), 'percent')).toEqual({ minimumSpendPence: null, productIds: [3] });
  });

  it('refuses an empty change and unknown fields', () => {
    expect(discountPatchSchema.safeParse({}).success).toBe(false);
    expect(discountPatchSchema.safeParse({ active: 'off' }).success).toBe(false);
    expect(discountPatchSchema.safeParse({ uses: 0 }).success).toBe(false);
  });
});

describe('a code as a whole', () => {
  const base = { kind: 'percent' as const, percentHundredths: 1000, amountPence: 0, startsAt: null, endsAt: null };

  it('ends after it starts, and has a value for its kind', () => {
    expect(discountProblems(base)).toEqual([]);
    expect(discountProblems({ ...base, startsAt: new Date('2026-12-02'), endsAt: new Date('2026-12-01') })).toEqual([{ field: 'endsAt', message: 'endsAt must be after startsAt' }]);
    expect(discountProblems({ ...base, percentHundredths: 0 })).toEqual([expect.objectContaining({ field: 'value' })]);
    expect(discountProblems({ ...base, kind: 'amount' })).toEqual([expect.objectContaining({ field: 'value' })]);
    expect(discountProblems({ ...base, kind: 'free_shipping', percentHundredths: 0 })).toEqual([]);
  });
});

describe('a code as the API and the back office show it', () => {
  const stored: StoredDiscount = {
    id: 3,
    code: 'STORY10',
    kind: 'amount',
    percentHundredths: 0,
    amountPence: 550,
    minimumSpendPence: 3000,
    startsAt: new Date('2026-12-01T09:00:00Z'),
    endsAt: null,
    usageLimit: 100,
    uses: 4,
    oncePerCustomer: true,
    categoryIds: [2],
    productIds: [],
    active: false,
    createdAt: new Date('2026-11-28T10:00:00Z'),
    updatedAt: new Date('2026-11-28T11:00:00Z'),
  };

  it('answers money as decimal pounds and times as ISO text', () => {
    expect(toApiDiscount(stored)).toEqual({
      id: 3,
      code: 'STORY10',
      kind: 'amount',
      value: '5.50',
      offer: '£5.50 off',
      minimumSpend: '30.00',
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: null,
      usageLimit: 100,
      uses: 4,
      oncePerCustomer: true,
      categories: [2],
      products: [],
      active: false,
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T11:00:00.000Z',
    });
    expect(toApiDiscount({ ...stored, kind: 'free_shipping', amountPence: 0 }).value).toBeNull();
    expect(toApiDiscount({ ...stored, kind: 'percent', percentHundredths: 1250, amountPence: 0 }).value).toBe('12.5');
  });

  it('sums up the conditions in a few words', () => {
    expect(describeConditions(stored)).toBe('spend £30.00 or more · once per customer · only 1 category');
    expect(describeConditions({ minimumSpendPence: null, oncePerCustomer: false, categoryIds: [], productIds: [1, 2] })).toBe('only 2 products');
    expect(describeConditions({ minimumSpendPence: null, oncePerCustomer: false, categoryIds: [], productIds: [] })).toBe('none');
  });
});

describe('whether shoppers can use a code now', () => {
  const now = new Date('2026-12-10T12:00:00Z');
  const code = { active: true, startsAt: null, endsAt: null, usageLimit: null, uses: 0 };

  it('says off, ended, not started or used up before on', () => {
    expect(discountState(code, now)).toBe('On');
    expect(discountState({ ...code, active: false, endsAt: new Date('2026-12-01') }, now)).toBe('Off');
    expect(discountState({ ...code, endsAt: new Date('2026-12-10T12:00:00Z') }, now)).toBe('On, but ended');
    expect(discountState({ ...code, startsAt: new Date('2026-12-11') }, now)).toBe('On, not started yet');
    expect(discountState({ ...code, usageLimit: 3, uses: 3 }, now)).toBe('On, but used up');
  });
});
