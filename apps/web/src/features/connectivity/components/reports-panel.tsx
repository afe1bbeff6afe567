import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { addDays, TYPED_DATE_INVALID } from '@portal/domain/format';
import { CASE_SEARCH_WINDOW_DAYS } from '@portal/domain/support-cases';
import {
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  reportRange,
  type ReportType,
} from '@portal/domain/connectivity';
import { useRef, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field/date-field';
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
  type ReportKind,
  type ReportRequest,
} from '../api/reports';
import { ReportTable } from './report-table';
import { FormPanel } from './form-panel';

/** Reportes: transactions or authorizations by type (IP, ID, II) over a date range, with CSV. */
export function ReportsPanel({ autoFocus }: { autoFocus: boolean }) {
  const now = useClock();
  const http = useHttp();
  const providerId = useProviderId();
  const offerDownload = useOfferDownload();
  const reportError = useReportError();
  const [kind, setKind] = useState<ReportKind>('transacciones');
  const [tipo, setTipo] = useState<ReportType>('IP');
  // The default window is the last 15 days up to today (spec §5 search dates).
  const [startDate, setStartDate] = useState(() =>
    formatOrderDate(addDays(now(), -CASE_SEARCH_WINDOW_DAYS)),
  );
  const [endDate, setEndDate] = useState(() => formatOrderDate(now()));
  const [dateErrors, setDateErrors] = useState<{ startDate?: string; endDate?: string }>({});
  const [rangeError, setRangeError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const report = useReport(request);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fechaDesde = typedDayToServer(startDate);
    const fechaHasta = typedDayToServer(endDate);
    // Each field's own date first, then the range the domain checks.
    setDateErrors({
      startDate: fechaDesde ? undefined : TYPED_DATE_INVALID,
      endDate: fechaHasta ? undefined : TYPED_DATE_INVALID,
    });
    if (!fechaDesde || !fechaHasta) {
      setRangeError(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    const range = reportRange(fechaDesde, fechaHasta);
    setRangeError(range.ok ? null : range.message);
    if (range.ok) setRequest({ kind, tipo, fechaDesde, fechaHasta });
  };

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
      <FormPanel title="Reportes" formRef={formRef} onSubmit={submit}>
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
            value={kind}
            onChange={(value) =>
              setKind(value === 'autorizaciones' ? 'autorizaciones' : 'transacciones')
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
            value={tipo}
            onChange={(value) => setTipo(REPORT_TYPES.find((item) => item === value) ?? 'IP')}
          />
          <DateField
            label="Desde"
            name="startDate"
            w={180}
            value={startDate}
            onChange={setStartDate}
            error={dateErrors.startDate}
          />
          <DateField
            label="Hasta"
            name="endDate"
            w={180}
            value={endDate}
            onChange={setEndDate}
            error={dateErrors.endDate}
          />
        </Group>
        {rangeError && (
          <Alert color="red" variant="light">
            {rangeError}
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
