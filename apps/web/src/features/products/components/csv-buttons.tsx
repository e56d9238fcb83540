import { Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import type { ListParams } from '../../../components/data-table';
import { notify } from '../../../lib/notify';
import { dialogOnFirstOpen } from '../../../components/deferred/dialog-on-first-open';
import { downloadProductsCsv } from '../api/products-csv';

// Its code, with Mantine's modal, comes once a file is picked.
const CsvImportDialog = dialogOnFirstOpen(
  () => import('./csv-import-dialog').then((module) => module.CsvImportDialog),
  (props) => props.file !== null,
);

/** Export the filtered list as CSV; import a CSV (for users who may create and update). */
export function CsvButtons({ params, canImport }: { params: ListParams; canImport: boolean }) {
  const { t } = useTranslation('products');
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadProductsCsv(params);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportCsv()}>
        {t('csv.export')}
      </Button>
      {canImport && (
        <FileButton onChange={setFile} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              {t('csv.import')}
            </Button>
          )}
        </FileButton>
      )}
      <CsvImportDialog file={file} onClose={() => setFile(null)} />
    </Group>
  );
}
