import { describe, expect, it } from 'vitest';
import { shopPlace, stateInAddress } from './shop-place.ts';

describe('the state an address names', () => {
  it.each([
    ['12 Station Road, Pune, Maharashtra 411001', 'Maharashtra'],
    ['Shop 3, Connaught Place, New Delhi 110001', 'Delhi'],
    ['Lal Chowk, Srinagar, Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Goregaon East, Mumbai, MAHARASHTRA', 'Maharashtra'],
    // The last state named is the address's own; a street named after another comes first.
    ['Gujarat Road, Indore, Madhya Pradesh', 'Madhya Pradesh'],
  ])('%s → %s', (address, state) => expect(stateInAddress(address)?.name).toBe(state));

  it('is none when no state is named, nor inside another word (Goa in Goregaon)', () => {
    expect(stateInAddress('Goregaon East, Mumbai 400063')).toBeUndefined();
    expect(stateInAddress('')).toBeUndefined();
  });
});

describe("the shop's place on the bill", () => {
  const config = '12 Station Road, Pune, Maharashtra 411001';
  it('takes the settings’ own, then the GSTIN’s state, then the configuration’s', () => {
    expect(shopPlace({ address: 'Shop 4, Panaji', state: 'goa', gstin: '27AAPFU0939F1ZV' }, config)).toEqual({
      address: 'Shop 4, Panaji',
      addressFrom: 'settings',
      state: 'Goa',
      stateFrom: 'settings',
    });
    expect(shopPlace({ address: ' ', state: '', gstin: '29AABCU9603R1ZJ' }, config)).toEqual({
      address: config,
      addressFrom: 'configuration',
      state: 'Karnataka',
      stateFrom: 'gstin',
    });
    expect(shopPlace({ address: '', state: '', gstin: '' }, config)).toMatchObject({ state: 'Maharashtra', stateFrom: 'configuration' });
    expect(shopPlace({ address: '', state: '', gstin: '' }, undefined)).toEqual({ address: '', addressFrom: null, state: '', stateFrom: null });
  });
});
