import { useLingui } from '@lingui/react';
import { ApiError, localToday, unwrap } from '@liftline/sdk';
import { useMemo, useRef, useState } from 'react';
import { Field } from '@/components/ui/form/field';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import { SubmitButton } from '@/components/ui/form/submit-button';
import formStyles from '@/components/ui/form/form.module.scss';
import { useLocaleTag } from '@/i18n/use-locale';
import { useApiForm } from '@/lib/forms/use-api-form';
import { formatDay, formatDayRange } from '@/utils/format';
import { translate } from '@/utils/translate';
import { pickupRange } from '../rental-actions';
import {
  extensionSchema,
  offRentSchema,
  PHOTO_TYPES,
  RENTAL_LIMITS,
  serviceSchema,
} from '../rental-schemas';
import { RENTAL_QUERIES, type Rental, type RentalRequest } from '../rentals-api';
import { unfreeDaysOf } from '../unfree-days';
import styles from './rentals.module.scss';

const messages = {
  newLastDay: /*i18n*/ { id: 'rentals.extend.field', message: 'New last day' },
  extendHint: /*i18n*/ {
    id: 'rentals.extend.hint',
    message: 'Now until {day}. The branch checks the unit is free and answers by e-mail.',
  },
  notFree: /*i18n*/ {
    id: 'rentals.extend.notFree',
    message:
      'The unit is not free on {days}: another customer or the branch has it then. Pick an earlier last day, or call the branch.',
  },
  extendBusy: /*i18n*/ { id: 'rentals.extend.busy', message: 'Sending…' },
  extendSubmit: /*i18n*/ { id: 'rentals.extend.submit', message: 'Ask for the extension' },
  pickupDay: /*i18n*/ { id: 'rentals.offRent.pickupField', message: 'Pickup day' },
  pickupHint: /*i18n*/ {
    id: 'rentals.offRent.pickupHint',
    message: 'The branch confirms the day; the rental ends when the unit is picked up.',
  },
  contactName: /*i18n*/ { id: 'rentals.offRent.contactName', message: 'Contact on site' },
  contactPhone: /*i18n*/ { id: 'rentals.offRent.contactPhone', message: 'Phone on site' },
  note: /*i18n*/ { id: 'rentals.offRent.note', message: 'Note for the driver (optional)' },
  noteHint: /*i18n*/ {
    id: 'rentals.offRent.noteHint',
    message: 'Where the unit stands, gate codes, hours of access.',
  },
  offRentBusy: /*i18n*/ { id: 'rentals.offRent.busy', message: 'Sending…' },
  offRentSubmit: /*i18n*/ { id: 'rentals.offRent.submit', message: 'Call it off' },
  description: /*i18n*/ { id: 'rentals.service.description', message: 'What is wrong?' },
  descriptionHint: /*i18n*/ {
    id: 'rentals.service.descriptionHint',
    message: 'What happened, what the unit does or does not do, and whether it is safe to use.',
  },
  photo: /*i18n*/ { id: 'rentals.service.photo', message: 'Photo (optional)' },
  photoHint: /*i18n*/ {
    id: 'rentals.service.photoHint',
    message: 'JPEG, PNG or WebP, up to 10 MB.',
  },
  photoType: /*i18n*/ {
    id: 'rentals.service.photoType',
    message: 'Choose a JPEG, PNG or WebP picture',
  },
  photoSize: /*i18n*/ {
    id: 'rentals.service.photoSize',
    message: 'Choose a picture of at most 10 MB',
  },
  serviceBusy: /*i18n*/ { id: 'rentals.service.busy', message: 'Sending…' },
  serviceSubmit: /*i18n*/ { id: 'rentals.service.submit', message: 'Send to the branch' },
};

interface RentalFormProps {
  rental: Rental;
  onDone: (request: RentalRequest) => void;
}

/**
 * Keep the unit longer: the new last day. The server checks the added days at once; a 409 naming
 * days the unit is not free is said at the field, with the days in the page's language.
 */
export function ExtendForm({ rental, onDone }: RentalFormProps) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const day = (iso: string) => formatDay(iso, tag);
  const schema = useMemo(() => extensionSchema(i18n, rental, day), [i18n, rental, tag]); // eslint-disable-line react-hooks/exhaustive-deps
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: { end_date: '' },
    submit: async (values, client) => {
      try {
        return await unwrap(
          client.POST('/user/rentals/{rentalId}/extension', {
            params: { path: { rentalId: rental.id } },
            body: values,
          }),
        );
      } catch (error) {
        const runs = unfreeDaysOf(error);
        if (!runs.length) throw error;
        // The server names the days (the 409's `days`); the page says them in its language.
        const days = runs.map(([from, to]) => formatDayRange(from, to, tag)).join(', ');
        throw new ApiError(409, 'Conflict', {
          message: translate(i18n, messages.notFree, { days }),
          slug: 'conflict',
        });
      }
    },
    invalidates: RENTAL_QUERIES,
    conflictField: 'end_date',
    guardUnsaved: false,
    onSuccess: onDone,
  });
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField
        form={form}
        name="end_date"
        label={i18n._(messages.newLastDay)}
        hint={translate(i18n, messages.extendHint, { day: day(rental.end_date) })}
      >
        {(control) => (
          <input {...control} type="date" className={formStyles.control} min={rental.end_date} />
        )}
      </FormField>
      <div className={styles.formActions}>
        <SubmitButton busy={busy} busyLabel={i18n._(messages.extendBusy)}>
          {i18n._(messages.extendSubmit)}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Call the rental off: the pickup day, who meets the driver and their phone, a note. */
export function CallOffForm({ rental, onDone }: RentalFormProps) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const today = localToday();
  const range = pickupRange(rental, today);
  const schema = useMemo(
    () => offRentSchema(i18n, rental, today, (iso) => formatDay(iso, tag)),
    [i18n, rental, today, tag],
  );
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: {
      pickup_date: '',
      site_contact_name: '',
      site_contact_phone: '',
      note: '',
    },
    submit: (values, client) =>
      unwrap(
        client.POST('/user/rentals/{rentalId}/off-rent', {
          params: { path: { rentalId: rental.id } },
          body: values,
        }),
      ),
    invalidates: RENTAL_QUERIES,
    conflictField: 'pickup_date',
    guardUnsaved: false,
    onSuccess: onDone,
  });
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField
        form={form}
        name="pickup_date"
        label={i18n._(messages.pickupDay)}
        hint={i18n._(messages.pickupHint)}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className={formStyles.control}
            min={range.min}
            max={range.max}
          />
        )}
      </FormField>
      <div className={styles.formRow}>
        <FormField form={form} name="site_contact_name" label={i18n._(messages.contactName)}>
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              autoComplete="name"
              maxLength={RENTAL_LIMITS.contactNameMax}
            />
          )}
        </FormField>
        <FormField form={form} name="site_contact_phone" label={i18n._(messages.contactPhone)}>
          {(control) => (
            <input
              {...control}
              type="tel"
              className={formStyles.control}
              autoComplete="tel"
              maxLength={RENTAL_LIMITS.phoneMax}
            />
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="note"
        label={i18n._(messages.note)}
        hint={i18n._(messages.noteHint)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={formStyles.control}
            maxLength={RENTAL_LIMITS.noteMax}
          />
        )}
      </FormField>
      <div className={styles.formActions}>
        <SubmitButton busy={busy} busyLabel={i18n._(messages.offRentBusy)}>
          {i18n._(messages.offRentSubmit)}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Why a chosen photo cannot be sent (the server's rules), or null. */
export function photoProblem(file: File | null | undefined): 'type' | 'size' | null {
  if (!file) return null;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > RENTAL_LIMITS.photoBytesMax ? 'size' : null;
}

/** Report a problem: what is wrong and an optional photo, sent as multipart through the client. */
export function ServiceForm({ rental, onDone }: RentalFormProps) {
  const { i18n } = useLingui();
  const schema = useMemo(() => serviceSchema(i18n), [i18n]);
  const photoRef = useRef<HTMLInputElement>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { form, formProps, busy, summary } = useApiForm({
    schema,
    defaultValues: { description: '' },
    beforeSubmit: () => {
      const problem = photoProblem(photoRef.current?.files?.[0]);
      setPhotoError(
        problem ? i18n._(problem === 'type' ? messages.photoType : messages.photoSize) : null,
      );
      if (problem) photoRef.current?.focus();
      return !problem;
    },
    submit: (values, client) => {
      const body = new FormData();
      // Fields first, the file last; no Content-Type: the runtime adds the boundary.
      body.append('description', values.description);
      const photo = photoRef.current?.files?.[0];
      if (photo) body.append('photo', photo, photo.name);
      return unwrap(
        client.POST('/user/rentals/{rentalId}/service-requests', {
          params: { path: { rentalId: rental.id } },
          body: body as never,
          bodySerializer: (sent) => sent as unknown as FormData,
        }),
      );
    },
    invalidates: RENTAL_QUERIES,
    guardUnsaved: false,
    onSuccess: onDone,
  });
  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField
        form={form}
        name="description"
        label={i18n._(messages.description)}
        hint={i18n._(messages.descriptionHint)}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className={formStyles.control}
            maxLength={RENTAL_LIMITS.descriptionMax}
          />
        )}
      </FormField>
      <Field
        label={i18n._(messages.photo)}
        hint={i18n._(messages.photoHint)}
        errors={photoError ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={photoRef}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className={formStyles.control}
            onChange={() => setPhotoError(null)}
          />
        )}
      </Field>
      <div className={styles.formActions}>
        <SubmitButton busy={busy} busyLabel={i18n._(messages.serviceBusy)}>
          {i18n._(messages.serviceSubmit)}
        </SubmitButton>
      </div>
    </form>
  );
}
