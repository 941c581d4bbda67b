/**
 * @jest-environment node
 *
 * Dates as editors write them, in the company's time zone (src/schema/dates.ts).
 */
import { dateInWords, dateTimeInWords, isTimeZone, momentOf } from "../../src/schema/dates";

it("reads a written date as the moment it names in the company's time zone, summer and winter", () => {
  const at = (written: string, zone: string) => momentOf(written, zone)?.toISOString();
  expect(at("2027-01-04 09:30", "Europe/London")).toBe("2027-01-04T09:30:00.000Z");
  expect(at("2027-07-04 09:30", "Europe/London")).toBe("2027-07-04T08:30:00.000Z");
  expect(at("2027-07-04 09:30", "America/Los_Angeles")).toBe("2027-07-04T16:30:00.000Z");
  expect(at("2027-01-04 09:30", "Asia/Kolkata")).toBe("2027-01-04T04:00:00.000Z");
  // The hour the clocks skip is read as the same time after the change.
  expect(at("2027-03-28 01:30", "Europe/London")).toBe("2027-03-28T01:30:00.000Z");
  // A date alone, as YAML hands it on: midnight where the company is.
  expect(at("2027-01-04T00:00:00.000Z", "America/New_York")).toBe("2027-01-04T05:00:00.000Z");
  expect(at("2027-01-04", "Europe/London")).toBe("2027-01-04T00:00:00.000Z");
});

it("refuses what is no date", () => {
  for (const written of ["2027-02-29", "2027-13-01", "2027-01-04 24:00", "2027-01-04 09:60", "4/1/2027", 20270104]) {
    expect(momentOf(written, "Europe/London")).toBeNull();
  }
});

it("knows time zones by their names only", () => {
  expect(["Europe/London", "America/Argentina/Buenos_Aires", "UTC"].map(isTimeZone)).toEqual([true, true, true]);
  expect(["Mars/Olympus", "europe/nowhere", "GMT+1:00", "", 3].map(isTimeZone)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

it("writes a moment in words where the company is", () => {
  const moment = new Date("2027-01-04T23:30:00Z");
  expect(dateInWords(moment, "Europe/London", "en-GB")).toBe("4 January 2027");
  expect(dateInWords(moment, "Asia/Tokyo", "en-GB")).toBe("5 January 2027");
  expect(dateTimeInWords(moment, "America/New_York", "en-GB")).toBe("4 January 2027 at 18:30");
});

it("makes a zone's formatters once, however many dates it reads: a build dates every article for each list page", () => {
  const made = jest.spyOn(Intl, "DateTimeFormat");
  for (let day = 1; day <= 300; day++) {
    const moment = momentOf(
      `2026-${String((day % 12) + 1).padStart(2, "0")}-01 09:${String(day % 60).padStart(2, "0")}`,
      "Pacific/Chatham",
    )!;
    dateInWords(moment, "Pacific/Chatham", "en-GB");
  }
  expect(made.mock.calls.length).toBeLessThanOrEqual(2);
  made.mockRestore();
});
