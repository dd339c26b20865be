import { describe, expect, test } from 'vitest';
import { rewriteBullet } from './rewrite-bullet';

describe('rewriteBullet', () => {
  test.each([
    [
      'Me encargué de coordinar los despachos a provincias.',
      'Coordiné los despachos a provincias.',
    ],
    ['me encargue de organizar el archivo', 'Organicé el archivo'],
    ['Me encargaba de atender a los clientes', 'Atendía a los clientes'],
    ['Me encargo de supervisar al personal', 'Superviso al personal'],
    ['Me encargué de la elaboración de los reportes', 'Elaboré los reportes'],
    ['Me encargué de la gestión del área de caja', 'Gestioné el área de caja'],
    ['Me encargué de la coordinación con proveedores', 'Coordiné con proveedores'],
    ['Me encargué de la caja chica', 'Responsable de la caja chica'],
    ['Estuve a cargo del almacén central', 'Responsable del almacén central'],
    ['Fui responsable de la flota de 12 camiones', 'Responsable de la flota de 12 camiones'],
    ['Yo controlaba el inventario', 'Controlaba el inventario'],
    ['Mi función era registrar las órdenes de compra', 'Registraba las órdenes de compra'],
    ['Mi función era la más importante', 'Mi función era la más importante'],
    ['gestioné la caja chica', 'Gestioné la caja chica'],
    ['Elaboración de informes', 'Elaboración de informes'],
  ])('"%s" → "%s"', (before, after) => {
    expect(rewriteBullet(before, 'es')).toBe(after);
  });

  test.each([
    ['I managed the store', 'Managed the store'],
    ['I was responsible for payroll', 'Responsible for payroll'],
    ['I am a team player', 'I am a team player'],
  ])('English "%s" → "%s"', (before, after) => {
    expect(rewriteBullet(before, 'en')).toBe(after);
  });
});
