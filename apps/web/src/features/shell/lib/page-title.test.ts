import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitle } from './page-title';

describe('pageTitle (spec 1 §2 header)', () => {
  it.each([
    ['/app', 'Accueil'],
    ['/patients', 'Patients'],
    ['/patients/', 'Patients'],
    ['/patients/0b6f7f0e-8f5e-4b55-9d3f-6a0e6c2f4e11', 'Patient'],
    ['/agenda', 'Agenda'],
    ['/redaction', 'Rédaction'],
    ['/facturation', 'Facturation'],
    ['/settings', 'Paramètres'],
    ['/support', 'Support'],
    ['/trames', 'Praxis'],
    ['/debug/storage', 'Praxis'],
    ['/organisation', 'Praxis'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });
});

describe('documentTitle (the browser tab)', () => {
  it.each([
    ['/app', 'Accueil — Praxis'],
    ['/patients/0b6f7f0e-8f5e-4b55-9d3f-6a0e6c2f4e11', 'Patient — Praxis'],
    ['/trames', 'Mes trames — Praxis'],
    ['/trames/', 'Mes trames — Praxis'],
    ['/trames/0b6f7f0e-8f5e-4b55-9d3f-6a0e6c2f4e11', 'Trame — Praxis'],
    ['/testeque', 'Testothèque — Praxis'],
    ['/testeque/0b6f7f0e-8f5e-4b55-9d3f-6a0e6c2f4e11', 'Test — Praxis'],
    ['/sophie', 'Sophie — Praxis'],
    ['/myriam', 'Myriam — Praxis'],
    ['/organisation', 'Organisation — Praxis'],
    ['/debug/storage', 'Praxis'],
  ])('%s → %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });
});
