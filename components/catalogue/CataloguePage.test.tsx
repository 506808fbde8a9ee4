import { listCategories } from '@/lib/commerce';
import { DEFAULT_FILTERS } from '@/lib/domain/catalogue-filters';
import { catalogueViewMetadata } from './CataloguePage';

jest.mock('@/lib/commerce', () => ({ listCategories: jest.fn() }));

const categories = jest.mocked(listCategories);

beforeEach(() => {
  categories.mockReset().mockResolvedValue([{ id: 1, slug: 'aprons', name: 'Tartan Aprons', description: '', productCount: 4 }]);
});

describe('catalogueViewMetadata', () => {
  it('names a category view by its categories as the back end names them', async () => {
    const metadata = await catalogueViewMetadata({ ...DEFAULT_FILTERS, categories: ['aprons'] });
    expect(JSON.stringify(metadata.title)).toContain('Tartan Aprons');
    expect(categories).toHaveBeenCalledTimes(1);
  });

  it('titles a search and the whole catalogue without the back end, so they keep a title while it is down', async () => {
    categories.mockRejectedValue(new Error('terminating connection due to unexpected postmaster exit'));
    const search = await catalogueViewMetadata({ ...DEFAULT_FILTERS, search: 'cow' });
    expect(JSON.stringify(search.title)).toContain('cow');
    const everything = await catalogueViewMetadata(DEFAULT_FILTERS);
    expect(everything.title).toBeTruthy();
    expect(categories).not.toHaveBeenCalled();
  });
});
