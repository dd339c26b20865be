import { describe, expect, it } from 'vitest';
import { isDashListMarker, splitListMarker } from './list-marker';

describe('splitListMarker', () => {
  it('removes a bullet and keeps the glyph as the list marker', () => {
    expect(splitListMarker('▸ Experiencia laboral')).toEqual({
      text: 'Experiencia laboral',
      listItem: true,
      listMarker: '▸ ',
    });
    expect(splitListMarker('■Sobre mí').listMarker).toBe('■');
  });

  it('reads angle quotes as bullets only when a space follows them', () => {
    expect(splitListMarker('› Gestión de cartera de 140 distribuidores')).toEqual({
      text: 'Gestión de cartera de 140 distribuidores',
      listItem: true,
      listMarker: '› ',
    });
    expect(splitListMarker('» Control de caja').listItem).toBe(true);
    expect(splitListMarker('»Calidad total« según el manual').listItem).toBe(false);
  });

  it('reads icons between two fields as a separator and drops them at the ends', () => {
    expect(splitListMarker('\uF0E0 rosa@correo.pe \uF041\uF041 Wanchaq, Cusco \uF095').text).toBe(
      'rosa@correo.pe | Wanchaq, Cusco',
    );
    expect(splitListMarker('rosa@correo.pe\uF041Wanchaq').text).toBe('rosa@correo.pe | Wanchaq');
  });

  it('drops the separator an icon leaves with nothing on its other side', () => {
    expect(splitListMarker('Excel avanzado | \uE000\uE000\uE000').text).toBe('Excel avanzado');
    expect(splitListMarker('\uE000 | Surco | \uE000 | Lima').text).toBe('Surco | Lima');
    expect(splitListMarker('Costos | margen').text).toBe('Costos | margen');
  });

  it('tells that an icon opened the line, once the icon has left the text', () => {
    expect(splitListMarker('\uF09B rosahq')).toEqual({
      text: 'rosahq',
      listItem: false,
      iconLead: true,
    });
    expect(splitListMarker('rosahq \uF09B').iconLead).toBeUndefined();
    expect(splitListMarker('\uE000').iconLead).toBeUndefined();
  });

  it('leaves plain text alone', () => {
    expect(splitListMarker('Lideré un equipo')).toEqual({
      text: 'Lideré un equipo',
      listItem: false,
    });
  });
});

describe('isDashListMarker', () => {
  it('tells dashes, which wrapped text may begin with, from bullet glyphs', () => {
    expect(isDashListMarker(splitListMarker('– 2022).').listMarker)).toBe(true);
    expect(isDashListMarker('- ')).toBe(true);
    expect(isDashListMarker('• ')).toBe(false);
    expect(isDashListMarker(undefined)).toBe(false);
  });
});
