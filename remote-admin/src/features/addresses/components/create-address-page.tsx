import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { addressProblem } from 'shared-api/contract/address-formats';
import { MAX_QR_BYTES } from 'shared-api/contract/addresses';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { Field } from 'shared-ui/field';
import { FileInput } from 'shared-ui/file-input';
import { Input } from 'shared-ui/input';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { type QrCheck, useQrCheck } from '../hooks/use-qr-check';
import { useSubmitAddress } from '../hooks/use-submit-address';
import type { AddressCoin } from './address-coins';

const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 40rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The browser's reading of the QR image beside the typed address: a warning only, the server decides. */
function QrVerdict({ check }: { check: QrCheck }) {
  const { t } = useTranslation(NAMESPACE);
  switch (check.state) {
    case 'reading':
      return <p role="status">{t('addresses.create.qrReading')}</p>;
    case 'matches':
      return (
        <Alert tone="success" role="status">
          {t('addresses.create.qrMatches')}
        </Alert>
      );
    case 'other':
      return (
        <Alert tone="warning" role="status" title={t('addresses.create.qrOtherTitle')}>
          {t('addresses.create.qrOther', { text: check.text })}
        </Alert>
      );
    case 'unreadable':
      return (
        <Alert tone="warning" role="status">
          {t('addresses.create.qrUnreadable')}
        </Alert>
      );
    default:
      return null;
  }
}

/** /dashboard/admin/manage-address/{coin}/create-address — a new address (it becomes the active one). */
export function CreateAddressPage({ coin }: { coin: AddressCoin }) {
  const { t } = useTranslation(NAMESPACE);
  const listPath = `../manage-address/${coin.path}`;
  const { busy, error, submit } = useSubmitAddress(coin.slug, listPath);
  const [address, setAddress] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const [imageMissing, setImageMissing] = useState(false);
  const addressInput = useRef<HTMLInputElement>(null);
  const qrId = useId();
  const qrCheck = useQrCheck(image, address);

  const problem = address.trim() ? addressProblem(coin.coin, address.trim()) : 'empty';
  const addressError = !checked
    ? undefined
    : problem === 'empty'
      ? t('addresses.create.addressRequired')
      : problem === 'checksum'
        ? t('addresses.create.addressChecksum', { coin: coin.label })
        : problem === 'format'
          ? t('addresses.create.addressFormat', { coin: coin.label })
          : undefined;
  const tooLarge = image !== null && image.size > MAX_QR_BYTES;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setImageMissing(image === null);
    if (problem !== null) {
      addressInput.current?.focus();
      return;
    }
    if (!image || tooLarge) return;
    void submit({ address: address.trim(), qrCode: image });
  };

  return (
    <>
      <PageHeading
        title={t('addresses.create.title', { coin: coin.label })}
        description={t('addresses.create.description')}
      />
      <Form noValidate onSubmit={onSubmit} aria-label={t('addresses.create.formLabel')}>
        <Field label={t('addresses.create.address')} error={addressError} required>
          <Input
            ref={addressInput}
            name="address"
            value={address}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setAddress(event.target.value)}
            onBlur={() => address.trim() && setChecked(true)}
          />
        </Field>
        <Stack gap="sm">
          <FileInput
            id={qrId}
            name="qr_code"
            label={t('addresses.create.qr')}
            hint={t('addresses.create.qrHint')}
            accept="image/png,image/jpeg,image/webp"
            previewAlt={t('addresses.create.qrPreview')}
            error={
              tooLarge
                ? t('addresses.create.qrTooLarge')
                : imageMissing && !image
                  ? t('addresses.create.qrRequired')
                  : undefined
            }
            onFileChange={setImage}
          />
          <QrVerdict check={qrCheck} />
        </Stack>
        {error && (
          <Alert tone="error" title={t('addresses.create.refused')}>
            {error}
          </Alert>
        )}
        <Buttons>
          <Button as={Link} to={listPath} variant="secondary">
            {t('addresses.create.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            {t('addresses.create.submit')}
          </Button>
        </Buttons>
      </Form>
    </>
  );
}
