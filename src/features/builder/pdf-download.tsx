/**
 * "Download the PDF" of step 10: the quote for the end customer in the
 * language chosen (the page's by default), detailed or simplified (the
 * form's choice by default).
 */
import { FilePdfOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../engine/index.ts';

export interface PdfDownloadProps {
  locale: Locale;
  simplified: boolean;
  busy: boolean;
  /** True when the form holds unsaved changes: they are saved first. */
  saveFirst: boolean;
  onDownload: (options: { locale: Locale; simplified: boolean }) => void;
}

export function PdfDownload({ locale, simplified: simplifiedDefault, busy, saveFirst, onDownload }: PdfDownloadProps) {
  const { t } = useLingui();
  const [language, setLanguage] = useState<Locale>(locale);
  const [simplified, setSimplified] = useState(simplifiedDefault);
  useEffect(() => setSimplified(simplifiedDefault), [simplifiedDefault]);
  return (
    <Flex gap={8} wrap align="center" className="pdf-download">
      <Select<Locale>
        value={language}
        onChange={setLanguage}
        aria-label={t`Language of the PDF`}
        style={{ width: 140 }}
        options={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].label }))}
      />
      <Segmented<'detailed' | 'simplified'>
        value={simplified ? 'simplified' : 'detailed'}
        onChange={(value) => setSimplified(value === 'simplified')}
        options={[
          { value: 'detailed', label: t`Detailed` },
          { value: 'simplified', label: t`Simplified` },
        ]}
      />
      <Button icon={<FilePdfOutlined aria-hidden />} loading={busy} onClick={() => onDownload({ locale: language, simplified })}>
        {saveFirst ? <Trans>Save and download the PDF</Trans> : <Trans>Download the PDF</Trans>}
      </Button>
    </Flex>
  );
}
