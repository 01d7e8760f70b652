// The fiscal form's contract (src/contracts/core-info.struct.ts) as the console checks it, without the server:
// the field rules' codes and the rules across fields (the bank of the CLABE, the documents).
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CoreInfoBody, coreInfoRuleFailures, type CoreInfoContext } from '../../../src/contracts/core-info.struct';

const form = (over: Record<string, unknown> = {}) => ({
  taxpayer_name: 'Estacionamientos del Norte SA de CV',
  rfc: ' eno0101017a1 ',
  interbank_account: '032 180 00011835971 9',
  bank_account: '0001-1835-971',
  bank_id: '3',
  account_owner: 'Estacionamientos del Norte',
  identifying_name: 'Cobros',
  ...over,
});

/** The failing fields with their rule codes. */
function codes(value: unknown): Record<string, string> {
  const [err] = validate(value, CoreInfoBody, { coerce: true });
  return Object.fromEntries((err?.failures() ?? []).map((f) => [f.path.join('.'), f.refinement ? f.message : f.type]));
}

describe('the fields', () => {
  it('reads a key typed in blocks, an upper-cased RFC and an account without separators', () => {
    const [err, value] = validate(form(), CoreInfoBody, { coerce: true });
    expect(err).toBeUndefined();
    expect(value).toMatchObject({ rfc: 'ENO0101017A1', interbank_account: '032180000118359719', bank_account: '00011835971', bank_id: 3 });
  });

  it('gives each broken rule its code', () => {
    expect(codes(form({ interbank_account: '032180000118359718' }))).toEqual({ interbank_account: 'clabe' });
    expect(codes(form({ interbank_account: '03218000011835971' }))).toEqual({ interbank_account: 'digits|18' });
    expect(codes(form({ interbank_account: '' }))).toEqual({ interbank_account: 'required' });
    expect(codes(form({ rfc: 'ENO 0101017A1' }))).toEqual({ rfc: 'type' });
    expect(codes(form({ rfc: 'ENO01' }))).toEqual({ rfc: 'min|10' });
    expect(codes(form({ bank_account: '12345678A0' }))).toEqual({ bank_account: 'digitsBetween|10|15' });
    expect(codes(form({ taxpayer_name: 'Ana' }))).toEqual({ taxpayer_name: 'min|5' });
    expect(codes(form({ identifying_name: 'x'.repeat(51) }))).toEqual({ identifying_name: 'max|50' });
  });
});

describe('the rules across fields', () => {
  const banks: CoreInfoContext['banks'] = [
    { id: 1, code: '002' },
    { id: 3, code: '032' },
  ];
  const body = () => {
    const [, value] = validate(form(), CoreInfoBody, { coerce: true });
    return value!;
  };
  const both = { taxpayer_file: true, address_file: true };

  it('passes when the chosen bank is the CLABE\'s and both documents are there', () => {
    expect(coreInfoRuleFailures(body(), { banks, documents: both })).toEqual([]);
  });

  it('refuses a bank that is not the CLABE\'s, or none offered', () => {
    expect(coreInfoRuleFailures({ ...body(), bank_id: 1 }, { banks, documents: both })).toEqual([['interbank_account', 'clabeBank']]);
    expect(coreInfoRuleFailures({ ...body(), bank_id: 7 }, { banks, documents: both })).toEqual([['bank_id', 'oneOf']]);
  });

  it('asks for each missing document', () => {
    expect(coreInfoRuleFailures(body(), { banks, documents: { taxpayer_file: false, address_file: true } })).toEqual([['taxpayer_file', 'required']]);
    expect(coreInfoRuleFailures(body(), { banks, documents: { taxpayer_file: false, address_file: false } })).toEqual([
      ['taxpayer_file', 'required'],
      ['address_file', 'required'],
    ]);
  });
});
