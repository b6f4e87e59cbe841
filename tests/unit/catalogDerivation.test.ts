/**
 * The derivation of trims and specs from vPIC (scripts/catalog/): VIN key patterns, vPIC's trim spellings, its
 * model names onto the form's, and the rule that a spec is kept only when every pattern of the trim gives it.
 */
import { describe, expect, it } from 'vitest';
import type { VpicPattern, VpicSchema } from '../../scripts/catalog/readVpic.ts';
import { deriveTrims } from '../../scripts/catalog/deriveTrims.ts';
import { alphabetOf, keysCover, keysOverlap, parseKey } from '../../scripts/catalog/vinKeyPattern.ts';
import { formCarOf, trimNamesOf } from '../../scripts/catalog/vpicNames.ts';

describe('vPIC key patterns', () => {
  it('overlap when every position both constrain shares a character', () => {
    expect(keysOverlap(parseKey('[BCF][136Z]1[AB]K'), parseKey('C*1'))).toBe(true);
    expect(keysOverlap(parseKey('[A-C]1'), parseKey('D'))).toBe(false);
    expect(keysOverlap(parseKey('*****|***1'), parseKey('*****|***2'))).toBe(false);
    expect(keysOverlap(parseKey('AB'), parseKey('A*C'))).toBe(true);
  });

  it('are covered by several patterns together, over the characters the schema uses', () => {
    const gasoline = ['[BCF]1', '[BCF]3'].map(parseKey);
    const alphabet = alphabetOf([...gasoline, parseKey('[BCF]Z')]);
    // The trim leaves the engine position open: its VINs use 1, 3 and Z there, and Z is not covered.
    expect(keysCover(gasoline, parseKey('C'), alphabet)).toBe(false);
    expect(keysCover([...gasoline, parseKey('[BCF]Z')], parseKey('C'), alphabet)).toBe(true);
    expect(keysCover(gasoline, parseKey('C[13]'), alphabet)).toBe(true);
  });
});

describe("vPIC's names onto the form's", () => {
  it('splits listed trims, keeps the first of two spellings and drops placeholders and packages', () => {
    expect(trimNamesOf('Turbo / Turbo S')).toEqual(['Turbo', 'Turbo S']);
    expect(trimNamesOf('GLE350 4MATIC/GLE350 4-M Turbo')).toEqual(['GLE350 4MATIC']);
    expect(trimNamesOf('MODENA - MODENA Q4')).toEqual(['Modena', 'Modena Q4']);
    expect(trimNamesOf('MC EDITION')).toEqual(['MC Edition']);
    expect(trimNamesOf('not identified')).toEqual([]);
    expect(trimNamesOf('Premium Plus Package')).toEqual([]);
  });

  it("finds the form's model: by name, by the start of the name, and by the maker's line", () => {
    expect(formCarOf('Toyota', 'Camry', 'LE')).toEqual({ model: 'Camry', trim: 'LE' });
    expect(formCarOf('Toyota', 'Camry Hybrid', 'LE')).toEqual({ model: 'Camry', trim: 'Hybrid LE' });
    expect(formCarOf('Porsche', 'Cayenne', 'Cayenne Turbo')).toEqual({ model: 'Cayenne', trim: 'Turbo' });
    expect(formCarOf('BMW', '530i', 'xDrive')).toEqual({ model: '5 Series', trim: '530i xDrive' });
    expect(formCarOf('BMW', 'M3', 'Competition')).toEqual({ model: 'M3', trim: 'Competition' });
    expect(formCarOf('Mercedes-Benz', 'C-Class', 'E450-4M')).toEqual({ model: 'E-Class', trim: 'E450 4MATIC' });
    expect(formCarOf('Mercedes-Benz', 'GLE-Class', 'AMG GLE53')).toEqual({ model: 'GLE', trim: 'AMG GLE53' });
    expect(formCarOf('Polestar', 'PS2', 'Long range Dual motor')?.model).toBe('2');
    expect(formCarOf('Toyota', 'Hilux Surf', 'SR5')).toBeUndefined();
  });

  it('uses the series where the maker files the line there, and the fuel where the EV is a line of its own', () => {
    expect(formCarOf('GMC', 'Sierra', 'SLT', { series: '1500' })).toEqual({ model: 'Sierra 1500', trim: 'SLT' });
    expect(formCarOf('GMC', 'Sierra', 'Denali', { series: '2500' })).toEqual({
      model: 'Sierra 2500HD',
      trim: 'Denali',
    });
    expect(formCarOf('Hyundai', 'Kona', 'SEL', { electric: true })).toEqual({ model: 'Kona Electric', trim: 'SEL' });
    expect(formCarOf('Hyundai', 'Kona', 'SEL')).toEqual({ model: 'Kona', trim: 'SEL' });
  });

  it("names no trim where vPIC's trim only repeats the end of the form's model name", () => {
    expect(formCarOf('Ferrari', '296', 'GTB', { series: 'GTB' })).toEqual({ model: '296 GTB', trim: '' });
  });
});

const pattern = (keys: string, element: VpicPattern['element'], value: string): VpicPattern => ({
  key: parseKey(keys),
  element,
  value,
});

describe('deriveTrims', () => {
  // A crafted schema: position 4 is the trim, position 5 the engine (1 petrol, Z hybrid), as Toyota's are.
  const schema = (years: number[], patterns: VpicPattern[]): VpicSchema => ({
    id: years[0]!,
    years,
    makeModels: new Set(['Camry']),
    patterns: [
      pattern('[CF][1Z]', 'model', 'Camry'),
      pattern('C', 'trim', 'LE'),
      pattern('F', 'trim', 'XLE AWD'),
      pattern('[CF][1Z]', 'bodyClass', 'Sedan/Saloon'),
      ...patterns,
    ],
  });

  it('keeps a spec only where every VIN of the trim has it, and joins equal years', () => {
    const models = deriveTrims('Toyota', [
      schema(
        [2020, 2021],
        [
          pattern('[CF][1Z]', 'fuelPrimary', 'Gasoline'),
          // Only the hybrid engine has a second fuel: the trims' fuel differs between their VINs.
          pattern('[CF]Z', 'fuelSecondary', 'Electric'),
        ],
      ),
      schema([2022], [pattern('[CF][1Z]', 'fuelPrimary', 'Gasoline')]),
    ]);
    expect(models.get('Camry')).toEqual([
      { name: 'LE', from: 2020, to: 2021, bodyType: 'sedan' },
      { name: 'LE', from: 2022, to: 2022, bodyType: 'sedan', fuelType: 'gasoline' },
      { name: 'XLE AWD', from: 2020, to: 2021, bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'XLE AWD', from: 2022, to: 2022, bodyType: 'sedan', fuelType: 'gasoline', drivetrain: 'awd' },
    ]);
  });

  it('leaves out a spec that two schemas of the same year disagree on', () => {
    const models = deriveTrims('Toyota', [
      schema([2023], [pattern('[CF][1Z]', 'fuelPrimary', 'Gasoline')]),
      schema([2023], [pattern('[CF][1Z]', 'fuelPrimary', 'Diesel')]),
    ]);
    expect(models.get('Camry')?.[0]).toEqual({ name: 'LE', from: 2023, to: 2023, bodyType: 'sedan' });
  });
});
