import { DEMO } from '../helpers.ts';
import type { CrashWrite } from './crash-harness.ts';
import { loginBearer } from './case-filing-write.ts';

/**
 * Writing a digital prescription (POST receta-digital/:id/recetas): the prescription and its
 * items in one transaction. The harness's are the only prescriptions with a provider (the
 * seeded history names prescribers outside the portal).
 */
export const prescriptionWrite: CrashWrite = {
  name: 'digital prescription',
  writers: 1,
  maxWritesPerWriter: 15,
  async connect(baseUrl) {
    const authorization = await loginBearer(baseUrl, DEMO.demo);
    return {
      async send() {
        const response = await fetch(`${baseUrl}/pre/v1/receta-digital/100001/recetas`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            contra: 30000001,
            middle: 1,
            inte: 1,
            diagnostico: 'J02.9',
            items: [
              { medicamento: 1, cantidad: 1, posologia: '1 cada 8 horas' },
              { medicamento: 40, cantidad: 2, posologia: '1 cada 12 horas' },
              { medicamento: 80, cantidad: 1, posologia: '1 por día' },
            ],
          }),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status !== 201) return { status: response.status };
        const answer = (await response.json()) as { numero: string };
        return { status: 201, key: answer.numero };
      },
    };
  },
  invariants: [
    {
      name: 'every prescription has its items',
      sql: `select p.id from patient_prescriptions p
        where not exists (select 1 from patient_prescription_items i where i.prescription_id = p.id)`,
    },
    {
      name: 'every prescription the portal wrote has its three items',
      sql: `select p.id from patient_prescriptions p
        left join patient_prescription_items i on i.prescription_id = p.id
        where p.provider_id is not null group by p.id having count(i.position) <> 3`,
    },
  ],
  storedKeys: `select numero as key from patient_prescriptions where provider_id is not null`,
};
