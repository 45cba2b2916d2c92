import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask';

describe('the phone mask', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['206', '(206'],
    ['2065', '(206)5'],
    ['206555', '(206)555'],
    ['2065550188', '(206)555-0188'],
    ['(206) 555-0188', '(206)555-0188'],
    ['20655501889', '20655501889'],
  ])('shows %j as %j', (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });
});
