import { TextField } from '../quote-fields';
import { BACK, defineStep, NEXT } from './step';

/** Who the branch answers. */
export const ContactStep = defineStep(
  {
    title: 'Your contact details',
    fields: ['name', 'email', 'phone', 'company'],
    back: BACK,
    submit: NEXT,
  },
  function ContactStep({ flow: { draft, errors, change }, id }) {
    return (
      <>
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          value={draft.name}
          errors={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="email"
          value={draft.email}
          errors={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          errors={errors.phone}
          onChange={(event) => change('phone', event.target.value)}
        />
        <TextField
          id={`${id}-company`}
          label="Company"
          optional
          autoComplete="organization"
          value={draft.company}
          errors={errors.company}
          onChange={(event) => change('company', event.target.value)}
        />
      </>
    );
  },
);
