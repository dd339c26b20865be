import { describe, expect, test } from 'vitest';
import { districtsOf, peruDepartments, provincesByDepartment, provincesOf } from './peru-locations';

describe('Peruvian locations', () => {
  test('has the 25 departments of spec/secondary.md §5.1 and their 196 provinces', () => {
    expect(peruDepartments).toHaveLength(25);
    const provinces = Object.values(provincesByDepartment).flat();
    expect(provinces).toHaveLength(196);
    for (const department of peruDepartments) {
      const own = provincesOf(department);
      expect(new Set(own).size).toBe(own.length);
    }
  });

  test('lists the 43 districts of Lima and falls back to free text where no list exists', () => {
    expect(districtsOf('Lima', 'Lima')).toHaveLength(43);
    expect(districtsOf('Callao', 'Callao')).toContain('Ventanilla');
    expect(districtsOf('Amazonas', 'Bagua')).toBeUndefined();
    expect(provincesOf('Atlántida')).toEqual([]);
  });
});
