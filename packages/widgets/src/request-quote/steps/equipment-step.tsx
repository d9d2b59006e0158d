import { defineStep, NEXT } from './step';

/** The equipment the quote is about (from the widget), or a general request. */
export const EquipmentStep = defineStep(
  {
    title: 'Equipment',
    fields: ['equipment_id'],
    back: ['Cancel', (_flow, close) => close()],
    submit: NEXT,
  },
  function EquipmentStep({ flow, id, equipmentId }) {
    const { draft, errors, equipment } = flow;
    const error = errors.equipment_id;
    const errorId = `${id}-equipment-error`;
    if (draft.equipment_id === null) {
      return (
        <p className="lf-quote__card">
          <span className="lf-quote__muted">General request.</span> Tell us what you need in the
          notes step and the nearest branch will get back to you.
        </p>
      );
    }
    const title =
      equipment.status === 'loaded'
        ? equipment.equipment.title
        : equipment.status === 'loading'
          ? 'Loading the equipment…'
          : (draft.equipment_label ?? `Equipment #${equipmentId ?? draft.equipment_id}`);
    return (
      <>
        <div className="lf-quote__card" aria-busy={equipment.status === 'loading' || undefined}>
          <span className="lf-quote__muted">Your quote is for</span>
          <strong className="lf-quote__equipment">{title}</strong>
        </div>
        {error ? (
          <>
            <p className="lf-field-error lf-quote__inline-error" id={errorId}>
              {error.join(' ')}
            </p>
            <button
              type="button"
              className="lf-link-button"
              aria-describedby={errorId}
              data-error-focus
              onClick={() => {
                flow.change('equipment_id', null);
                flow.change('equipment_label', null);
              }}
            >
              Make it a general request instead
            </button>
          </>
        ) : null}
      </>
    );
  },
);
