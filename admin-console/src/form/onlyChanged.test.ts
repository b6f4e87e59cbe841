import { describe, expect, it } from 'vitest';
import { onlyChanged, sameValue } from './onlyChanged';

describe('onlyChanged', () => {
  it('keeps only the fields that differ from the record as loaded', () => {
    const previousData = { id: 1, title: 'FAQ', bodyMarkdown: '## A', faq: [{ question: 'Q', answer: 'A' }] };
    const data = { ...previousData, faq: [{ question: 'Q', answer: 'B' }] };
    expect(onlyChanged(data, { previousData })).toEqual({ faq: [{ question: 'Q', answer: 'B' }] });
  });

  it('sends nothing when nothing changed, and an emptied field as empty', () => {
    const previousData: Record<string, unknown> = { id: 1, trim: 'Sport', vin: null };
    expect(onlyChanged({ id: 1, trim: 'Sport', vin: '' }, { previousData })).toEqual({});
    expect(onlyChanged({ id: 1, trim: '', vin: null }, { previousData })).toEqual({ trim: '' });
  });

  it('passes everything through without a previous record', () => {
    expect(onlyChanged({ a: 1 })).toEqual({ a: 1 });
  });

  it('compares lists and objects by value', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
