/*
 * The test clock: `TEST_NOW=2027-03-31T06:00:00Z` runs the checks on that day (docs/decisions/047-the-test-clock.md).
 * The unit tests fake Date (tests/setup/vitest-setup.ts), the end-to-end tests set each browser's clock
 * (tests/e2e/fixtures.ts), and the build and its checks, which count the due dates, Home's card, the plan pages,
 * the calendars and every other dated line from the day they run, read the day from here: this replaces the
 * process's Date with one whose clock starts at TEST_NOW and runs on in real time, so durations still measure.
 */

/** The moment TEST_NOW names, or undefined when it is unset; an unreadable value is an error, not today. */
export function testNow(value = process.env.TEST_NOW) {
  if (!value) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw new Error(`TEST_NOW=${value} is not a date and time (e.g. 2027-03-31T06:00:00Z)`);
  return time;
}

/**
 * Sets this process's clock to TEST_NOW (when set), running on from there: `new Date()` and `Date.now()` read the
 * test clock, a Date made from a value is unchanged. Returns the offset in milliseconds (0 when unset). Installing
 * twice keeps the first clock.
 */
export function installTestClock(value = process.env.TEST_NOW) {
  const at = testNow(value);
  if (at === undefined) return 0;
  const RealDate = globalThis.Date;
  if (RealDate.testClockOffset !== undefined) return RealDate.testClockOffset;
  const offset = at - RealDate.now();
  class TestDate extends RealDate {
    static testClockOffset = offset;
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  // Date() called without new returns the time as text, like the real one.
  const DateProxy = new Proxy(TestDate, {
    apply: () => new TestDate().toString(),
  });
  globalThis.Date = DateProxy;
  return offset;
}
