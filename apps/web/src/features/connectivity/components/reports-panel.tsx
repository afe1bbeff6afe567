import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { reportQuery } from '@portal/contracts';
import { addDays, TYPED_DATE_INVALID } from '@portal/domain/format';
import { CASE_SEARCH_WINDOW_DAYS } from '@portal/domain/support-cases';
import { REPORT_TYPE_LABELS, REPORT_TYPES, reportRange } from '@portal/domain/connectivity';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatOrderDate, typedDayToServer } from '@/lib/format';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import {
  fetchReportCsv,
  REPORTS,
  reportFileName,
  useReport,
  type ReportRequest,
} from '../api/reports';
import { ReportTable } from './report-table';
import { FormPanel } from './form-panel';

/** What the report form holds: the query's fields, with its dates as typed (dd/mm/aaaa). */
type ReportValues = ReportRequest;

/** The range's refusal concerns both dates: said once under them, not on either field. */
const RANGE = 'range';

const bySchema = schemaResolver(reportQuery, { sync: true });

/** The query with its dates as the server reads them; null while a typed day does not exist. */
function toRequest(values: ReportValues): ReportRequest | null {
  const fechaDesde = typedDayToServer(values.fechaDesde);
  const fechaHasta = typedDayToServer(values.fechaHasta);
  return fechaDesde && fechaHasta ? { ...values, fechaDesde, fechaHasta } : null;
}

/** Each field's own date first, then the contract's schema and the range the domain checks. */
function validate(values: ReportValues): FormErrors {
  const errors: FormErrors = {};
  if (!typedDayToServer(values.fechaDesde)) errors.fechaDesde = TYPED_DATE_INVALID;
  if (!typedDayToServer(values.fechaHasta)) errors.fechaHasta = TYPED_DATE_INVALID;
  const request = toRequest(values);
  if (!request) return errors;
  Object.assign(errors, bySchema({ ...request, formato: 'json' }));
  const range = reportRange(request.fechaDesde, request.fechaHasta);
  if (!range.ok && Object.keys(errors).length === 0) errors[RANGE] = range.message;
  return errors;
}

/** Reportes: transactions or authorizations by type (IP, ID, II) over a date range, with CSV. */
export function ReportsPanel({ autoFocus }: { autoFocus: boolean }) {
  const now = useClock();
  const http = useHttp();
  const providerId = useProviderId();
  const offerDownload = useOfferDownload();
  const reportError = useReportError();
  const form = useForm<ReportValues>({
    mode: 'controlled',
    // The default window is the last 15 days up to today (spec §5 search dates).
    initialValues: {
      kind: 'transacciones',
      tipo: 'IP',
      fechaDesde: formatOrderDate(addDays(now(), -CASE_SEARCH_WINDOW_DAYS)),
      fechaHasta: formatOrderDate(now()),
    },
    validate,
  });
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const report = useReport(request);

  const submit = form.onSubmit(
    (values) => setRequest(toRequest(values)),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  const exportCsv = async () => {
    if (!request) return;
    setExporting(true);
    try {
      const blob = await fetchReportCsv(http, providerId, request);
      offerDownload(blob, reportFileName(request), {
        title: 'Exportar reporte',
        message: 'El reporte en CSV está listo para descargar.',
      });
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <FormPanel title="Reportes" onSubmit={submit}>
        <Group align="flex-start" wrap="wrap">
          <Select
            label="Reporte"
            w={260}
            autoFocus={autoFocus}
            allowDeselect={false}
            data={Object.entries(REPORTS).map(([value, item]) => ({
              value,
              label: item.label,
            }))}
            value={form.values.kind}
            onChange={(value) =>
              form.setFieldValue(
                'kind',
                value === 'autorizaciones' ? 'autorizaciones' : 'transacciones',
              )
            }
          />
          <Select
            label="Tipo"
            w={260}
            allowDeselect={false}
            data={REPORT_TYPES.map((value) => ({
              value,
              label: `${value} · ${REPORT_TYPE_LABELS[value]}`,
            }))}
            value={form.values.tipo}
            onChange={(value) =>
              form.setFieldValue('tipo', REPORT_TYPES.find((item) => item === value) ?? 'IP')
            }
          />
          <DateRangeFields
            form={form}
            from="fechaDesde"
            to="fechaHasta"
            names={['startDate', 'endDate']}
            w={180}
          />
        </Group>
        {form.errors[RANGE] && (
          <Alert color="red" variant="light">
            {form.errors[RANGE]}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={report.isFetching}>
            Consultar reporte
          </Button>
          <Button
            type="button"
            variant="light"
            disabled={!report.data || report.isPlaceholderData}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            Exportar CSV
          </Button>
        </Group>
      </FormPanel>
      <div
        aria-live="polite"
        className={report.isFetching ? 'result-slot result-slot--busy' : 'result-slot'}
      >
        {report.isError && !isAlreadyReported(report.error) && (
          <Alert color="red" variant="light">
            {errorMessage(report.error)}
          </Alert>
        )}
        {report.data && <ReportTable answer={report.data} />}
      </div>
    </Stack>
  );
}
