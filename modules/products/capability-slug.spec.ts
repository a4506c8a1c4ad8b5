import { describe, expect, it } from 'vitest';
import { capabilitySlug } from './capability-slug.js';

describe(capabilitySlug.name, () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(capabilitySlug('Wire stripping')).toBe('wire-stripping');
  });

  it('removes accents', () => {
    expect(capabilitySlug('Qualitätsüberwachung')).toBe('qualitatsuberwachung');
    expect(capabilitySlug('Dénudage à façon')).toBe('denudage-a-facon');
  });

  it('removes punctuation', () => {
    expect(capabilitySlug('Tube & hose cutting')).toBe('tube-hose-cutting');
    expect(capabilitySlug('Industry 4.0 connectivity!')).toBe('industry-40-connectivity');
    expect(capabilitySlug('Schlauch- & Rohrschneiden')).toBe('schlauch-rohrschneiden');
    expect(capabilitySlug('Coupe d’isolant (rapide)')).toBe('coupe-disolant-rapide');
  });

  it('trims and collapses spaces', () => {
    expect(capabilitySlug('  Lifecycle   service ')).toBe('lifecycle-service');
  });
});
