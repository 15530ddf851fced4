/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { MOBILE_MASK, PHONE_MASK, initialValues, type EntryFormValues } from '@/lib/entry/form';
import { FRESH_STATUS } from './form-state';
import { ErrorSummary } from './ErrorSummary';
import { MaskedField } from './fields';
import { TeamsSection } from './TeamsSection';

function Values() {
  const { values } = useFormikContext<EntryFormValues>();
  return (
    <pre data-testid="values">
      {JSON.stringify({
        phone: values.school.phone,
        mobile: values.coordinators[0]?.mobile,
        teams: values.teams,
      })}
    </pre>
  );
}
/** What the field shows once `value` is typed or pasted into it. */
function typeInto(input: HTMLElement, value: string): string {
  fireEvent.change(input, { target: { value } });
  return (input as HTMLInputElement).value;
}
const seen = () =>
  JSON.parse(screen.getByTestId('values').textContent ?? '{}') as {
    phone: string;
    mobile: string;
    teams: Record<string, string>;
  };

function renderForm(children: React.ReactNode, errors: Record<string, string> = {}) {
  return render(
    <Formik
      initialValues={initialValues({ mode: 'metropolitan_primary' })}
      initialStatus={{ ...FRESH_STATUS, serverErrors: errors }}
      onSubmit={() => undefined}
    >
      <form>
        {children}
        <Values />
      </form>
    </Formik>,
  );
}

describe('masked phone and mobile fields', () => {
  it('lay out whatever is typed or pasted as the mask, keep only digits, and hand the value to the form on leaving', async () => {
    renderForm(
      <>
        <MaskedField path="school.phone" label="Phone" mask={PHONE_MASK} />
        <MaskedField path="coordinators[0].mobile" label="Mobile" mask={MOBILE_MASK} />
      </>,
    );
    const phone = screen.getByLabelText('Phone');
    expect(typeInto(phone, '02 5550-0123')).toBe('(02) 5550 0123');
    // Digits beyond the mask are not dropped quietly: they stay, unmasked, for the schema to refuse.
    expect(typeInto(phone, '02 5550-0123 99')).toBe('025550012399');
    expect(typeInto(phone, '(02) 5a5')).toBe('(02) 55');
    typeInto(phone, '0255500123');
    await act(async () => {
      fireEvent.blur(phone);
    });
    expect(seen().phone).toBe('(02) 5550 0123');

    const mobile = screen.getByLabelText('Mobile');
    expect(typeInto(mobile, '0491570006')).toBe('0491 570 006');
    expect(typeInto(mobile, '+61 491 570 006')).toBe('0491 570 006');
    expect(typeInto(mobile, '+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('tie the error to the input for assistive technology', () => {
    renderForm(<MaskedField path="school.phone" label="Phone" hint="10 digits" mask={PHONE_MASK} />, {
      'school.phone': 'Phone must contain 10 digits',
    });
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('10 digits Error: Phone must contain 10 digits');
  });
});

describe('the teams section', () => {
  it('recalculates the total and the fee, takes two digits at most, and turns a blank count into 0', async () => {
    renderForm(<TeamsSection mode="metropolitan_primary" priceCents={3300} />);
    const championship = screen.getByLabelText('Championship');
    await act(async () => {
      fireEvent.change(championship, { target: { value: '123' } });
    });
    expect(championship).toHaveValue('12');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Rookies (all years)'), { target: { value: '1' } });
      fireEvent.change(screen.getByLabelText('Intermediate teams to be allocated to Rookies'), {
        target: { value: '4' },
      });
    });
    expect(screen.getByText('13 teams')).toBeInTheDocument();
    expect(screen.getByText('$429.00')).toBeInTheDocument();
    expect(screen.getByText('$33.00 per team including GST')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(championship, { target: { value: '' } });
    });
    await act(async () => {
      fireEvent.blur(championship);
    });
    expect(championship).toHaveValue('0');
    expect(seen().teams.championship).toBe('0');
    expect(screen.getByText('$33.00', { selector: 'output' })).toBeInTheDocument();
  });
});

describe('the error summary', () => {
  it('links each problem to its field, naming the field', () => {
    render(
      <ErrorSummary
        errors={[
          {
            path: 'school.postcode',
            label: 'Postcode',
            message: 'Postcode must contain 4 digits',
            targetId: 'entry-school-postcode',
          },
          {
            path: 'teams.total',
            label: 'Teams',
            message: 'Please enter at least one team',
            targetId: 'entry-teams-championship',
          },
        ]}
      />,
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Postcode: Postcode must contain 4 digits' })).toHaveAttribute(
      'href',
      '#entry-school-postcode',
    );
    expect(screen.getByRole('link', { name: 'Teams: Please enter at least one team' })).toHaveAttribute(
      'href',
      '#entry-teams-championship',
    );
  });
});
