/** The bundle's schools and coordinators checked by the entry field rules (entry-fields.ts), as the entry form checks them. */
import { z } from 'zod';
import { COORDINATOR_FIELDS, PHONE, SCHOOL_FIELDS, nationalPhoneDigits, type TextRule } from './entry-fields';
import { name, plain } from './bundle-primitives';

const NOT_BLANK = /\S/;

/**
 * A text field by its rule. Names (`base`) are trimmed and may not be empty; a field of a format
 * (which never matches blank or control characters) need not be checked as plain text too. Phone
 * numbers are kept as their ten digits.
 */
function textField<R extends TextRule>(rule: R, base?: z.ZodString) {
  let field: z.ZodString;
  if (rule.format) {
    const whole = `^(?:${rule.format.pattern})$`;
    field = z
      .string()
      .max(rule.max)
      .regex(new RegExp(rule.required ? whole : `${whole}|^$`, 'u'), `must be ${rule.format.what}`);
  } else {
    field = base ? base.max(rule.max) : plain(rule.max);
    if (rule.required && !base) field = field.regex(NOT_BLANK, 'must not be empty');
  }
  const stored = rule.format === PHONE ? field.transform(nationalPhoneDigits) : field;
  return (rule.required ? stored : stored.optional()) as R extends { required: true }
    ? typeof stored
    : z.ZodOptional<typeof stored>;
}

const school = SCHOOL_FIELDS;
/** The school's own fields (the request's purchase order, comments and home-match block are not kept with the school). */
export const schoolFields = {
  name: textField(school.name, name),
  address: textField(school.address),
  suburb: textField(school.suburb),
  state: textField(school.state),
  postcode: textField(school.postcode),
  postal_address: textField(school.postal_address),
  postal_suburb: textField(school.postal_suburb),
  postal_state: textField(school.postal_state),
  postal_postcode: textField(school.postal_postcode),
  phone: textField(school.phone),
  fax: textField(school.fax),
  location_of_chess_room: textField(school.location_of_chess_room),
};

const coordinator = COORDINATOR_FIELDS;
export const coordinatorSchema = z.strictObject({
  first_name: textField(coordinator.first_name, name),
  last_name: textField(coordinator.last_name, name),
  title: z.enum(coordinator.title.options),
  type: z.enum(coordinator.type.options),
  email: textField(coordinator.email),
  mobile: textField(coordinator.mobile),
});

/** Every email address in the bundle (the zones' scorers too) is one the entry form would take. */
export const emailAddress = textField(coordinator.email);
