/**
 * "New family" in the catalogue studio: a blank family from the minimal
 * template, or a copy of an existing family's draft, under a new key and
 * name. The key is checked as it is typed (the step DSL's format, not one of
 * the families listed); the server answers 409 for a key taken meanwhile,
 * shown on the key. The new family is a draft: nobody can quote it until its
 * first version is published. Data and callbacks only, for the stories.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import type { FamilyDocument } from '../../../engine/index.ts';
import { blankFamily, copyOfFamily, FAMILY_KEY_MAX, FAMILY_KEY_PATTERN } from './family-template.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { studioLost } from './studio-lost.ts';
import type { StudioFailure } from './use-family-studio.ts';
import type { StudioFamily } from './use-studio-families.ts';

export interface NewFamilyDialogProps {
  open: boolean;
  /** Every family (their keys are taken; their drafts may be copied). */
  families: readonly StudioFamily[];
  /** Creates the family; null when done (the page then opens it). */
  onCreate(document: FamilyDocument): Promise<StudioFailure | null>;
  onClose(): void;
}

const NAME_MAX = 200;

export function NewFamilyDialog({ open, families, onCreate, onClose }: NewFamilyDialogProps) {
  const { t } = useLingui();
  const [start, setStart] = useState<'blank' | 'copy'>('blank');
  const [source, setSource] = useState<number | null>(null);
  const [key, setKey] = useState('');
  const [fr, setFr] = useState('');
  const [en, setEn] = useState('');
  const [touched, setTouched] = useState(false);
  const { submitting, error: failure, setError: setFailure, submit } = useSubmit<StudioFailure>({ lost: studioLost });

  const taken = families.some((family) => family.key === key);
  const keyError =
    key === ''
      ? t`Give the family a key.`
      : !FAMILY_KEY_PATTERN.test(key) || key.length > FAMILY_KEY_MAX
        ? t`A key is lower case letters, digits and underscores, starting with a letter, 60 characters at most (e.g. heat_pump).`
        : taken || failure?.code === 'family_key_taken'
          ? t`A family already has this key: choose another.`
          : null;
  const frError = fr.trim() === '' ? t`Give the family its name in French.` : null;
  const enError = en.trim() === '' ? t`Give the family its name in English (shown in the languages it has no name in).` : null;
  const sourceError = start === 'copy' && source === null ? t`Choose the family to copy.` : null;
  const invalid = Boolean(keyError || frError || enError || sourceError);
  const shown = (error: string | null) => (touched ? error : null);

  const create = async () => {
    setTouched(true);
    if (invalid) return;
    const name = { fr: fr.trim(), en: en.trim() };
    const copied = families.find((family) => family.id === source)?.document;
    const document = start === 'copy' && copied ? copyOfFamily(copied as unknown as FamilyDocument, key, name) : blankFamily(key, name);
    await submit(() => onCreate(document));
  };

  const reset = () => {
    setStart('blank');
    setSource(null);
    setKey('');
    setFr('');
    setEn('');
    setTouched(false);
    setFailure(null);
  };

  return (
    <Modal
      open={open}
      title={t`New family`}
      okText={t`Create the family`}
      cancelText={t`Close`}
      confirmLoading={submitting}
      onOk={() => void create()}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <Trans>The new family is a draft: no one can quote it until its first version is published, which needs at least one test case.</Trans>
      </Typography.Paragraph>
      {failure && failure.code !== 'family_key_taken' && (
        <Alert
          className="form-alert"
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          description={failure.details.length > 0 ? <ul className="studio-blockers">{failure.details.map((detail, index) => <li key={index}>{detail.message}</li>)}</ul> : undefined}
        />
      )}
      <Form layout="vertical" component="div">
        <Form.Item label={t`Start from`}>
          <Radio.Group value={start} onChange={(event) => setStart(event.target.value as 'blank' | 'copy')}>
            <Radio value="blank">
              <Trans>A blank family (one step, one question, one price line)</Trans>
            </Radio>
            <Radio value="copy">
              <Trans>A copy of a family</Trans>
            </Radio>
          </Radio.Group>
        </Form.Item>
        {start === 'copy' && (
          <Form.Item label={t`Family to copy`} htmlFor="new-family-source" validateStatus={shown(sourceError) ? 'error' : undefined} help={shown(sourceError)}>
            <Select<number>
              id="new-family-source"
              value={source ?? undefined}
              onChange={setSource}
              showSearch={{ optionFilterProp: 'label' }}
              options={families.map((family) => ({ value: family.id, label: `${family.title} (${family.key})` }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t`Key`}
          htmlFor="new-family-key"
          validateStatus={(touched || key !== '') && keyError ? 'error' : undefined}
          help={(touched || key !== '') && keyError ? keyError : t`Lower case letters, digits and underscores; it never changes once created.`}
        >
          <Input
            id="new-family-key"
            value={key}
            maxLength={FAMILY_KEY_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder={t`e.g. heat_pump`}
            onChange={(event) => {
              setKey(event.target.value);
              if (failure?.code === 'family_key_taken') setFailure(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t`Name in French`} htmlFor="new-family-fr" validateStatus={shown(frError) ? 'error' : undefined} help={shown(frError)}>
          <Input id="new-family-fr" lang="fr" value={fr} maxLength={NAME_MAX} onChange={(event) => setFr(event.target.value)} />
        </Form.Item>
        <Form.Item label={t`Name in English`} htmlFor="new-family-en" validateStatus={shown(enError) ? 'error' : undefined} help={shown(enError)}>
          <Input id="new-family-en" lang="en" value={en} maxLength={NAME_MAX} onChange={(event) => setEn(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
