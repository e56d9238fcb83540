import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ImportRowError } from '@matjar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import { useMountWhenOpened } from '../../../components/deferred/use-mount-when-opened';
import { useRetained } from '../../../components/form-drawer';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { importReport, useImportProducts } from '../api/products-csv';

interface CsvImportDialogProps {
  file: File | null;
  onClose: () => void;
}

/**
 * Confirms the chosen file and sends it. The import is all or nothing: a refused file
 * shows every problem, row by row, to fix in the sheet before trying again. Made when a
 * file is first chosen, not with the list.
 */
export function CsvImportDialog(props: CsvImportDialogProps) {
  return useMountWhenOpened(props.file !== null).mounted ? <CsvImport {...props} /> : null;
}

function CsvImport({ file, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation('products');
  const importer = useImportProducts();
  const [failure, setFailure] = useState<{ message: string; report: ImportRowError[] } | null>(null);
  const shown = useRetained(file);

  const close = () => {
    if (importer.isPending) return;
    setFailure(null);
    onClose();
  };

  const send = async () => {
    if (!shown) return;
    setFailure(null);
    try {
      const done = await importer.mutateAsync(shown);
      notify.success(done.message);
      close();
    } catch (error) {
      setFailure({ message: errorMessage(error), report: importReport(error) });
    }
  };

  return (
    <Modal opened={file !== null} onClose={close} title={t('csv.importTitle')} size={failure?.report.length ? 'xl' : 'md'} centered>
      <Stack gap="md">
        <Text fz="sm">{t('csv.importMessage', { name: shown?.name ?? '' })}</Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure.message}
          </Alert>
        )}
        {failure && failure.report.length > 0 && <ImportReportTable report={failure.report} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={importer.isPending}>
            {t('csv.close')}
          </Button>
          {!failure && (
            <Button loading={importer.isPending} onClick={() => void send()} data-autofocus>
              {t('csv.importConfirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportReportTable({ report }: { report: ImportRowError[] }) {
  const { t } = useTranslation('products');
  return (
    <ScrollArea.Autosize mah={360}>
      <Table aria-label={t('csv.reportTitle')} striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('csv.row')}</Table.Th>
            <Table.Th w={160}>{t('csv.column')}</Table.Th>
            <Table.Th>{t('csv.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.map((entry) => (
            <Table.Tr key={`${entry.row}-${entry.field}-${entry.message}`}>
              <Table.Td>{formatNumber(entry.row)}</Table.Td>
              <Table.Td ff="monospace" dir="ltr">
                {entry.field}
              </Table.Td>
              <Table.Td>{entry.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
