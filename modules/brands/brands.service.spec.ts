import { describe, expect, it, vi } from 'vitest';
import type { BrandsRepository } from './brands.repository.js';
import type { BrandRow } from './brands.schema.js';
import { BrandsService } from './brands.service.js';

const brandRow = (overrides: Partial<BrandRow> = {}): BrandRow => ({
  id: 'wustec',
  name: 'Wustec',
  pimId: 'PIM-WUS',
  theme: 'Wustec',
  image: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

describe(BrandsService.name, () => {
  describe('listBrands', () => {
    it('reads every brand in one query and answers id, name, theme and image only', async () => {
      const logo = { url: '/api/images/brand-logo-cirris', alternativeText: 'Cirris', width: 304, height: 52 };
      const listBrands = vi
        .fn()
        .mockResolvedValue([brandRow(), brandRow({ id: 'cirris', name: 'Cirris', image: logo })]);
      const sut = new BrandsService({ listBrands } as unknown as BrandsRepository);
      await expect(sut.listBrands()).resolves.toEqual([
        { id: 'wustec', name: 'Wustec', theme: 'Wustec', image: null },
        { id: 'cirris', name: 'Cirris', theme: 'Wustec', image: logo },
      ]);
      expect(listBrands).toHaveBeenCalledTimes(1);
    });
  });
});
