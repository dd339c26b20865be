import { describe, expect, it } from 'vitest';
import { isPlaceName, isTownRegionAndCountry } from './places';

describe('isPlaceName', () => {
  it('reads known places and a town beside its region, never an employer', () => {
    expect(isPlaceName('Lima - Perú')).toBe(true);
    expect(isPlaceName('San Francisco, CA')).toBe(true);
    expect(isPlaceName('Pleasantville, CA 94588')).toBe(true);
    expect(isPlaceName('Techo Perú')).toBe(false);
    expect(isPlaceName('Banco de Crédito del Perú')).toBe(false);
  });
});

describe('isTownRegionAndCountry', () => {
  it('reads three capitalised names between commas, whatever the names', () => {
    expect(isTownRegionAndCountry('Villa Esperanza, Valle Alto, Pasco')).toBe(true);
    expect(isTownRegionAndCountry('San Martín de Porres, Lima, Perú.')).toBe(true);
    expect(isTownRegionAndCountry('Villa Esperanza, Pasco')).toBe(false);
    expect(isTownRegionAndCountry('Excel, Word, PowerPoint y Access')).toBe(false);
    expect(isTownRegionAndCountry('Lima, Perú, 2019')).toBe(false);
  });
});
