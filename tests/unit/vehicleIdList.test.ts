import { describe, expect, it } from 'vitest';
import { compareQuerySchema } from '../../contract/compareQuery.ts';
import { vehicleIdListSchema } from '../../contract/vehicleIdList.ts';

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
