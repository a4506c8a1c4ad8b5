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
    it('reads every brand in one query and answers id, name and theme only', async () => {
      const listBrands = vi.fn().mockResolvedValue([brandRow(), brandRow({ id: 'cirris', name: 'Cirris' })]);
      const sut = new BrandsService({ listBrands } as unknown as BrandsRepository);
      await expect(sut.listBrands()).resolves.toEqual([
        { id: 'wustec', name: 'Wustec', theme: 'Wustec' },
        { id: 'cirris', name: 'Cirris', theme: 'Wustec' },
      ]);
      expect(listBrands).toHaveBeenCalledTimes(1);
    });
  });
});
