import { describe, expect, it } from 'vitest';
import { compareQuerySchema } from '../../contract/compareQuery.ts';
import { recentMergeRequestSchema } from '../../contract/recentlyViewed.ts';
import { savedMergeRequestSchema } from '../../contract/savedMerge.ts';
import { vehicleIdArraySchema, vehicleIdListSchema } from '../../contract/vehicleIdList.ts';

describe('vehicleIdListSchema', () => {
  const upToThree = vehicleIdListSchema({ min: 1, max: 3 });

  it('reads comma-separated ids, skipping blanks and folding repeats before counting', () => {
    expect(upToThree.parse('3,5,8')).toEqual([3, 5, 8]);
    expect(upToThree.parse(',3,,5,3,5,8,')).toEqual([3, 5, 8]);
    expect(upToThree.parse(['4', '2'])).toEqual([4, 2]);
  });

  it('refuses too few, too many and entries that are not ids', () => {
    for (const bad of ['', ',,', '1,2,3,4', '1,x', '0', '-1', '1.5', '99999999999']) {
      expect(upToThree.safeParse(bad).success, bad).toBe(false);
    }
    expect(upToThree.safeParse('1,2,3,4').error?.issues[0].message).toBe('Give 1 to 3 vehicle ids');
  });

  it('allows an empty list without a minimum', () => {
    expect(vehicleIdListSchema({ max: 100 }).parse('')).toEqual([]);
  });

  it('asks the compare call for 1 to 4 ids', () => {
    expect(compareQuerySchema.safeParse({ ids: '' }).error?.issues[0]).toMatchObject({
      path: ['ids'],
      message: 'Give 1 to 4 vehicle ids to compare',
    });
  });
});

describe('vehicleIdArraySchema', () => {
  const upToThree = vehicleIdArraySchema({ max: 3 });

  it('takes a JSON array of ids as sent, repeats and order kept (the caller folds them)', () => {
    expect(upToThree.parse([3, 5, 3])).toEqual([3, 5, 3]);
    expect(upToThree.parse([])).toEqual([]);
  });

  it('refuses text, booleans, non-ids and too many, with one message per problem', () => {
    for (const bad of ['3,5', ['3'], [true], [0], [-1], [1.5], [2_147_483_648], [1, 2, 3, 4], null]) {
      expect(upToThree.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(upToThree.safeParse([1, 2, 3, 4]).error?.issues[0].message).toBe('At most 3 ids');
    expect(upToThree.safeParse(['3']).error?.issues[0].message).toBe('Each id must be a vehicle id (a number)');
  });

  it('is the ids of both merge calls: 100 saved cars, 12 recently viewed', () => {
    const ids = (count: number) => ({ ids: Array.from({ length: count }, (_, i) => i + 1) });
    expect(savedMergeRequestSchema.safeParse(ids(100)).success).toBe(true);
    expect(savedMergeRequestSchema.safeParse(ids(101)).success).toBe(false);
    expect(recentMergeRequestSchema.safeParse(ids(12)).success).toBe(true);
    expect(recentMergeRequestSchema.safeParse(ids(13)).success).toBe(false);
    expect(recentMergeRequestSchema.safeParse({ ids: [1], extra: true }).success).toBe(false);
  });
});
