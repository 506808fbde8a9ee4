import { apiValue, fieldErrors, formValue, requestBody, type FieldSpec } from './content-fields';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'whatToBring', label: 'What to bring', kind: 'lines' },
  { name: 'latitude', label: 'Latitude', kind: 'number' },
  { name: 'featured', label: 'Featured', kind: 'flag' },
];

describe('content fields', () => {
  it('turns the API’s values into the form’s and back', () => {
    expect(formValue(FIELDS[2]!, ['Boots', 'Map'])).toBe('Boots\nMap');
    expect(apiValue(FIELDS[2]!, ' Boots \n\nMap\n')).toEqual(['Boots', 'Map']);
    expect(apiValue(FIELDS[3]!, '')).toBeNull();
    expect(apiValue(FIELDS[3]!, '56.5')).toBe(56.5);
    expect(apiValue(FIELDS[3]!, 'north')).toBe('north');
  });

  it('sends a new piece’s filled and required fields, and an edit’s changes only', () => {
    expect(requestBody(FIELDS, { title: '', slug: '', whatToBring: '', latitude: '', featured: false }, null)).toEqual({ title: '', featured: false });
    const initial = { title: 'Glen', slug: 'glen', whatToBring: 'Boots', latitude: '56.5', featured: false };
    expect(requestBody(FIELDS, { ...initial, latitude: '', featured: true }, initial)).toEqual({ latitude: null, featured: true });
    expect(requestBody(FIELDS, initial, initial)).toEqual({});
  });

  it('puts each part of a refusal under the field it names', () => {
    expect(fieldErrors('title must not be empty; slug: "glen" is taken; Nothing else', ['title', 'slug'])).toEqual({
      byField: { title: 'title must not be empty', slug: '"glen" is taken' },
      general: ['Nothing else'],
    });
  });
});
