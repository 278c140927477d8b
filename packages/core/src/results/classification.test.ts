import { describe, expect, it } from 'vitest';
import { canDownloadCertificate, classifyRow, flagNote, isListed, resultFlagNotes } from './classification.ts';
import { row, timing } from './test-support.ts';

const notStarted = { officialTimeMs: null, realTimeMs: null, startRecorded: false, splits: [] };

describe('classifyRow', () => {
  it('leaves a finisher unflagged', () => {
    expect(classifyRow(row(), timing)).toBeNull();
  });

  it('flags DNF-plus from dnfPlus, or from an asterisk in the name while showAll is on', () => {
    expect(classifyRow(row({ dnfOverTime: true }), timing)).toBe('dnfOverTime');
    expect(classifyRow(row({ name: 'Ana Ruiz*' }), timing)).toBe('dnfOverTime');
    expect(classifyRow(row({ name: 'Ana Ruiz*' }), { ...timing, showAll: false })).toBeNull();
    expect(classifyRow(row({ dnfOverTime: true }), { ...timing, showAll: false })).toBe('dnfOverTime');
  });

  it('flags DNF when there is no finish time or the dnf flag', () => {
    expect(classifyRow(row({ officialTimeMs: null, splits: [{ controlCode: 1001, timeMs: 1 }] }), timing)).toBe('dnf');
    expect(classifyRow(row({ officialTimeMs: null }), timing)).toBe('dnf'); // started (start mat)
    expect(classifyRow(row({ dnf: true }), timing)).toBe('dnf');
  });

  it('flags DQ for a deleted (borrado) row and for an explicit dq', () => {
    expect(classifyRow(row({ deleted: true }), timing)).toBe('dq');
    expect(classifyRow(row({ dq: true }), timing)).toBe('dq');
  });

  it('flags DNS for a non-starter only while showDns is on; otherwise it is a DNF', () => {
    expect(classifyRow(row(notStarted), timing)).toBe('dns');
    expect(classifyRow(row(notStarted), { ...timing, showDns: false })).toBe('dnf');
    expect(classifyRow(row({ officialTimeMs: null, dns: true }), timing)).toBe('dns');
    expect(classifyRow(row({ officialTimeMs: null, dns: true }), { ...timing, showDns: false })).toBe('dnf');
  });

  it('follows the priority DNF-plus, DNF, DQ, DNS', () => {
    const all = { dnfOverTime: true, dnf: true, deleted: true, dns: true };
    expect(classifyRow(row(all), timing)).toBe('dnfOverTime');
    expect(classifyRow(row({ ...all, dnfOverTime: false }), timing)).toBe('dnf');
    expect(classifyRow(row({ deleted: true, dns: true }), timing)).toBe('dq');
    expect(classifyRow(row({ ...notStarted, deleted: true }), { ...timing, showDns: false })).toBe('dnf');
    expect(classifyRow(row({ ...notStarted, name: 'X*', deleted: true }), timing)).toBe('dnfOverTime');
  });
});

describe('notes and listing', () => {
  it('has the spec texts, with "fue" spelt right', () => {
    expect(flagNote('dnfOverTime')).toBe('El atleta no finalizó el evento en el tiempo previsto para la distancia');
    expect(flagNote('dnf')).toBe('El atleta no finalizó el evento');
    expect(flagNote('dq')).toBe('El atleta fue descalificado por los jueces del evento');
    expect(flagNote('dns')).toBe('El atleta no inició el evento');
    expect(flagNote(null)).toBeNull();
    expect(Object.keys(resultFlagNotes)).toHaveLength(4);
  });

  it('lists flagged rows only with showAll on', () => {
    expect(isListed({ flag: null }, { ...timing, showAll: false })).toBe(true);
    expect(isListed({ flag: 'dnf' }, { ...timing, showAll: false })).toBe(false);
    expect(isListed({ flag: 'dns' }, timing)).toBe(true);
  });

  it('offers certificates only for a ranked, not deleted row', () => {
    expect(canDownloadCertificate({ overallPosition: 4, deleted: false, dq: false })).toBe(true);
    expect(canDownloadCertificate({ overallPosition: 0, deleted: false, dq: false })).toBe(false);
    expect(canDownloadCertificate({ overallPosition: 4, deleted: true, dq: false })).toBe(false);
    expect(canDownloadCertificate({ overallPosition: 4, deleted: false, dq: true })).toBe(false);
  });
});
