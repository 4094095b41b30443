import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { ToolPage } from "../components/tools/tool-page";
import { Section } from "../components/section";
import { Button } from "../components/button";
import { NumberField, SelectField, ZoneField } from "../components/tools/tool-fields";
import { TableScroll } from "../components/tools/table-scroll";
import { PermitSteps, RuleFacts } from "../components/tools/rule-facts";
import { useMarket } from "../hooks/use-market";
import { usePageAddress } from "../hooks/use-page-address";
import { useSignupLink } from "../hooks/use-signup-link";
import type { ToolPageContext } from "../rules/tools/model-types";
import type { AddressProblem } from "../rules/tools/url-state";
import type {
  PlacementModel,
  PlacementRuleView,
  PlacementSizeView,
  PlacementZoneView,
} from "../rules/placement/model";
import {
  EMPTY_PLACEMENT_FORM,
  PLACEMENT_FIELDS,
  isPlacement,
  placementAddressOf,
  placementFormFromAddress,
  readDays,
  type PlacementField,
  type PlacementForm,
} from "../rules/placement/form";
import { placementAnswer, type PlacementAnswer } from "../rules/placement/answer";
import { isDay, todayIn } from "../rules/placement/dates";
import { normalisePostcode } from "../rules/placement/rules";
import { PLACEMENTS, type Placement } from "../rules/placement/placements";

type Context = ToolPageContext<PlacementModel>;

/** Where the form without JavaScript lands: every zone's rules, which the page prints at build time. */
export const RULES_ID = "rules";

/**
 * "Where can it stand?": for a zone (or a commune's postcode), a placement, a size, a stay and a
 * wished day, whether the street needs a permit, who asks whom and how long ahead, the handling fee
 * billed, the access the lorry needs, and the earliest realistic day, counted in the visitor's
 * calendar. The model comes from the build (src/rules/placement/model.ts); the browser computes the
 * answer with src/rules/placement/answer.ts. Without JavaScript the form lands on the rules of every
 * zone, which answer the same questions but the date.
 */
export default function WhereCanItStandPage({ pageContext }: PageProps<unknown, Context>) {
  const { t } = useTranslation();
  const model = pageContext.tool;
  return (
    <ToolPage
      pageContext={pageContext}
      page="WHERE_CAN_IT_STAND"
      seeAlso={{
        name: t("tools.links.whichContainer"),
        body: t("tools.links.whichContainerBody"),
        path: model.whichContainerPath,
      }}
    >
      <PlacementTool model={model} action={`${pageContext.primaryPath}#${RULES_ID}`} />
      <RulesTable model={model} id={RULES_ID} />
    </ToolPage>
  );
}

/** What the fields hold as the page hydrates, where it differs from what the server drew. */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<PlacementForm> {
  if (!form) return {};
  const data = new FormData(form);
  const typed: Partial<PlacementForm> = {};
  for (const field of PLACEMENT_FIELDS) {
    const value = data.get(field);
    if (typeof value !== "string" || value === EMPTY_PLACEMENT_FORM[field]) continue;
    if (field === "placement") {
      if (isPlacement(value)) typed.placement = value;
    } else typed[field] = value;
  }
  return typed;
}

/** A date of the visitor's calendar as their language writes it: "lundi 14 décembre 2026". */
function dayText(day: string, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function PlacementTool({ model, action }: { model: PlacementModel; action: string }) {
  const { t } = useTranslation();
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const { opened, replaceQuery } = usePageAddress();
  const [form, setForm] = React.useState<PlacementForm>(EMPTY_PLACEMENT_FORM);
  const [problems, setProblems] = React.useState<AddressProblem[]>([]);
  const [today, setToday] = React.useState<{ day: string; timeZone: string } | null>(null);
  const onlyZone = model.zones.length === 1 ? model.zones[0].id : "";

  const typed = React.useRef<Partial<PlacementForm>>({});
  React.useEffect(() => {
    typed.current = typedBeforeHydration(formRef.current);
  }, []);

  // Once hydrated: the visitor's today in their time zone, the address, then what they typed.
  React.useEffect(() => {
    if (!opened) return;
    const fromAddress = placementFormFromAddress(opened.search, {
      zones: new Set(model.zones.map((zone) => zone.id)),
      sizes: new Set(model.sizes.map((size) => size.id)),
    });
    setForm({ ...fromAddress.form, ...typed.current });
    setProblems(fromAddress.problems);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setToday({ day: todayIn(new Date(), timeZone), timeZone });
  }, [opened, model]);

  const daysError = form.days.trim() !== "" && readDays(form.days) === null;
  const dateError = form.date !== "" && !isDay(form.date);
  React.useEffect(() => {
    if (!today) return;
    replaceQuery(
      placementAddressOf({
        ...form,
        days: daysError ? "" : form.days.trim(),
        date: dateError ? "" : form.date,
        postcode: normalisePostcode(form.postcode),
      }),
    );
  }, [today, form, daysError, dateError, replaceQuery]);

  const set = (field: PlacementField) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const zone = model.zones.find((candidate) => candidate.id === (form.zone || onlyZone));
  const sizeOptions = zone
    ? model.sizes.filter((size) => zone.sizes.some((offer) => offer.id === size.id))
    : model.sizes;

  return (
    <Section title={t("tools.placement.title")}>
      {problems.length > 0 && (
        <p className="tool-form__notice">
          {t("tools.placement.address", {
            values: problems.map(({ param, value }) => `${param}=${value}`).join(", "),
          })}
        </p>
      )}
      <div className="tool-layout">
        <form
          ref={formRef}
          className="tool-form"
          method="get"
          action={action}
          aria-label={t("tools.placement.formLabel")}
          onSubmit={(event) => event.preventDefault()}
        >
          <ZoneField
            id={`${id}-zone`}
            name="zone"
            label={t("tools.placement.zoneLabel")}
            anyLabel={t("tools.placement.zoneChoose")}
            value={form.zone}
            onChange={set("zone")}
          />
          <div className="tool-field">
            <label htmlFor={`${id}-postcode`}>{t("tools.placement.postcodeLabel")}</label>
            <input
              id={`${id}-postcode`}
              name="postcode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={8}
              aria-describedby={`${id}-postcode-hint`}
              value={form.postcode}
              onChange={(event) => set("postcode")(event.target.value)}
            />
            <p id={`${id}-postcode-hint`} className="tool-field__hint">
              {t("tools.placement.postcodeHint")}
            </p>
          </div>
          <fieldset className="tool-form__choices">
            <legend>{t("tools.placement.placementLegend")}</legend>
            {PLACEMENTS.map((placement) => (
              <React.Fragment key={placement}>
                <input
                  type="radio"
                  id={`${id}-placement-${placement}`}
                  className="tool-form__radio"
                  name="placement"
                  value={placement}
                  checked={form.placement === placement}
                  onChange={() => set("placement")(placement)}
                />
                <label htmlFor={`${id}-placement-${placement}`} className="tool-form__mode">
                  {t(`tools.placement.placements.${placement}`)}
                </label>
              </React.Fragment>
            ))}
          </fieldset>
          <SelectField
            id={`${id}-size`}
            name="size"
            label={t("tools.placement.sizeLabel")}
            value={form.size}
            onChange={set("size")}
          >
            <option value="">{t("tools.placement.sizeChoose")}</option>
            {sizeOptions.map((size) => (
              <option key={size.id} value={size.id}>
                {size.name}
              </option>
            ))}
          </SelectField>
          <div className="tool-field">
            <label htmlFor={`${id}-date`}>{t("tools.placement.dateLabel")}</label>
            <input
              id={`${id}-date`}
              name="date"
              type="date"
              min={today?.day}
              value={form.date}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-date-error` : undefined}
              onChange={(event) => set("date")(event.target.value)}
            />
            {dateError && (
              <p id={`${id}-date-error`} className="tool-field__error">
                {t("tools.placement.errors.date")}
              </p>
            )}
          </div>
          <NumberField
            id={`${id}-days`}
            name="days"
            label={t("tools.placement.daysLabel")}
            value={form.days}
            onChange={set("days")}
            error={daysError ? t("tools.placement.errors.days", { example: "7" }) : undefined}
          />
          <div>
            <Button type="submit" dark size="large" tracking="where_can_it_stand_submit">
              {t("tools.placement.submit")}
            </Button>
          </div>
        </form>
        {/* A status region: the answer is read out when it changes. */}
        <div className="tool-result" role="status" aria-live="polite">
          {today && (
            <PlacementResult
              model={model}
              form={form}
              zone={zone}
              today={today}
              days={daysError ? null : readDays(form.days)}
              wished={dateError || form.date === "" ? null : form.date}
            />
          )}
        </div>
      </div>
      <AccessChecklist model={model} size={model.sizes.find((size) => size.id === form.size)} />
    </Section>
  );
}

function PlacementResult({
  model,
  form,
  zone,
  today,
  days,
  wished,
}: {
  model: PlacementModel;
  form: PlacementForm;
  zone: PlacementZoneView | undefined;
  today: { day: string; timeZone: string };
  days: number | null;
  wished: string | null;
}) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const postcode = normalisePostcode(form.postcode);
  const communeRuleId = postcode === "" ? undefined : model.postcodes[postcode];
  const rule = model.rules.find((candidate) => candidate.id === (communeRuleId ?? zone?.ruleId));
  const size = model.sizes.find((candidate) => candidate.id === form.size);
  const offer = zone?.sizes.find((candidate) => candidate.id === form.size);
  const placement: Placement | undefined = form.placement === "" ? undefined : form.placement;
  const answer: PlacementAnswer | undefined =
    rule && size && offer && placement
      ? placementAnswer({
          rule,
          placement,
          size,
          days,
          deliveryHours: offer.deliveryHours,
          today: today.day,
          wished,
        })
      : undefined;
  const proposed =
    answer?.kind === "date" ? (answer.tooEarly || !wished ? answer.earliest.day : wished) : "";
  const signup = useSignupLink(
    zone?.regionKey,
    answer?.kind === "date" && zone && placement && size
      ? [
          ["placement", placement],
          ["zone", zone.id],
          ["size", size.id],
          ["date", proposed],
        ]
      : [],
  );
  if (!zone || !rule || !size || !offer || !placement || !answer)
    return <p className="tool-result__hint">{t("tools.placement.result.choose")}</p>;
  const date = (day: string) => dayText(day, country.htmlLang);

  return (
    <div className="stack tool-result__answer">
      <h3 className="tool-result__title">{t("tools.placement.result.title")}</h3>
      {answer.kind === "not-on-road" ? (
        <p className="tool-result__advice">
          {t("tools.placement.result.notOnRoad", { size: size.name })}
        </p>
      ) : (
        <>
          <p className="tool-result__advice">
            {t("tools.placement.result.earliest", { date: date(answer.earliest.day) })}
          </p>
          <p>
            {answer.earliest.because === "permit"
              ? t("tools.placement.result.becausePermit", {
                  count: rule.leadDays,
                  delivery: date(answer.earliest.deliveryDay),
                })
              : t("tools.placement.result.becauseDelivery", { hours: offer.deliveryHours })}
          </p>
          {wished && (
            <p>
              {answer.tooEarly
                ? t("tools.placement.result.wishedTooEarly", {
                    date: date(wished),
                    earliest: date(answer.earliest.day),
                  })
                : t("tools.placement.result.wishedOk", { date: date(wished) })}
            </p>
          )}
          <PermitText rule={rule} answer={answer} size={size} days={days} />
          <p>
            {t("tools.placement.result.handling", {
              fee: model.handling.fee,
              variant: model.handling[answer.handling],
            })}
          </p>
          <p className="tool-result__small">
            {t("tools.placement.result.rule", { rule: rule.name, checked: rule.checked })}{" "}
            {postcode !== "" &&
              !communeRuleId &&
              t("tools.placement.result.postcodeOther", { postcode })}{" "}
            {t("tools.placement.result.timeZone", { zone: today.timeZone })}
          </p>
          <p>
            <Button href={signup} dark size="large" tracking="where_can_it_stand_signup">
              {t("tools.placement.result.signup")}
            </Button>
          </p>
        </>
      )}
    </div>
  );
}

/** Whether a permit is needed, and when it is, who asks whom, how long ahead and what it costs. */
function PermitText({
  rule,
  answer,
  size,
  days,
}: {
  rule: PlacementRuleView;
  answer: Extract<PlacementAnswer, { kind: "date" }>;
  size: PlacementSizeView;
  days: number | null;
}) {
  const { t } = useTranslation();
  const { permit } = answer;
  const exemption = rule.exemption;
  const limits = exemption
    ? { area: exemption.area, maxDays: exemption.maxDays, footprint: size.footprint }
    : null;
  if (permit.kind === "none") return <p>{t("tools.placement.result.private")}</p>;
  if (permit.kind === "not-needed") return <p>{t("tools.placement.result.notNeeded")}</p>;
  if (permit.kind === "exempt" && exemption && limits)
    return (
      <p>
        {t("tools.placement.result.exempt", {
          ...limits,
          days: days ?? 0,
          condition: exemption.condition,
        })}
      </p>
    );
  const over =
    permit.kind === "needed" && permit.overExemption && limits
      ? {
          area: "overArea",
          days: "overDays",
          "unknown-days": "unknownDays",
          placement: "overPlacement",
        }[permit.overExemption]
      : null;
  return (
    <>
      <p>
        <strong>{t("tools.placement.result.needed")}</strong>{" "}
        {over && limits && t(`tools.placement.result.${over}`, { ...limits, days: days ?? 0 })}
      </p>
      <ul className="check-list">
        <PermitSteps rule={rule} />
      </ul>
      {rule.notes.length > 0 && (
        <>
          <p>{t("tools.placement.result.notes")}</p>
          <ul className="check-list">
            {rule.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** What the lorry needs on site: the chosen size's figures, or each lorry's before a size is chosen. */
function AccessChecklist({ model, size }: { model: PlacementModel; size?: PlacementSizeView }) {
  const { t } = useTranslation();
  const headingId = React.useId();
  const vehicles = [
    ...new Map(model.sizes.map((candidate) => [candidate.vehicle, candidate])).values(),
  ];
  return (
    <section className="stack access-checklist" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("tools.placement.checklist.title")}</h3>
      {size ? (
        <p>
          {t("tools.placement.checklist.size", {
            size: size.name,
            dimensions: size.dimensions,
            footprint: size.footprint,
          })}
        </p>
      ) : (
        <ul className="access-checklist__vehicles">
          {vehicles.map((vehicle) => (
            <li key={vehicle.vehicle}>
              {t("tools.placement.checklist.vehicles", {
                vehicle: vehicle.vehicle,
                width: vehicle.accessWidth,
                height: vehicle.headroom,
                length: vehicle.manoeuvreLength,
              })}
            </li>
          ))}
        </ul>
      )}
      <p>{t("tools.placement.checklist.intro")}</p>
      <ul className="check-list">
        {size ? (
          <>
            <li>{t("tools.placement.checklist.width", { width: size.accessWidth })}</li>
            <li>{t("tools.placement.checklist.headroom", { height: size.headroom })}</li>
            <li>{t("tools.placement.checklist.manoeuvre", { length: size.manoeuvreLength })}</li>
          </>
        ) : null}
        <li>{t("tools.placement.checklist.ground")}</li>
        <li>{t("tools.placement.checklist.block")}</li>
      </ul>
    </section>
  );
}

/** Every zone's rule, as a table, and each rule's details: the page's answer without JavaScript. */
function RulesTable({ model, id }: { model: PlacementModel; id: string }) {
  const { t } = useTranslation();
  const headingId = React.useId();
  const rules = new Map(model.rules.map((rule) => [rule.id, rule]));
  const permitText = (rule: PlacementRuleView, placement: Placement) =>
    rule.permit[placement] ? t("tools.placement.table.yes") : t("tools.placement.table.no");
  return (
    <Section title={t("tools.placement.table.title")} tinted>
      <div id={id} className="stack">
        <p className="section__intro" id={headingId}>
          {t("tools.placement.table.intro")}
        </p>
        <TableScroll labelId={headingId}>
          <table className="tool-table rule-table">
            <thead>
              <tr>
                <th scope="col">{t("tools.placement.table.zone")}</th>
                <th scope="col">{t("tools.placement.table.rule")}</th>
                <th scope="col">{t("tools.placement.table.pavement")}</th>
                <th scope="col">{t("tools.placement.table.road")}</th>
                <th scope="col">{t("tools.placement.table.lead")}</th>
                <th scope="col">{t("tools.placement.table.signs")}</th>
                <th scope="col">{t("tools.placement.table.checked")}</th>
              </tr>
            </thead>
            <tbody>
              {model.zones.map((zone) => {
                const rule = rules.get(zone.ruleId);
                if (!rule) return null;
                return (
                  <tr key={zone.id}>
                    <th scope="row">
                      <Link to={zone.regionPath} className="rule-table__link">
                        {zone.regionName}
                      </Link>{" "}
                      – {zone.name}
                    </th>
                    <td>
                      <a href={`#rule-${rule.id}`} className="rule-table__link">
                        {rule.name}
                      </a>
                    </td>
                    <td>{permitText(rule, "pavement")}</td>
                    <td>{permitText(rule, "road")}</td>
                    <td className="tool-table__number">
                      {t("tools.placement.table.days", { count: rule.leadDays })}
                    </td>
                    <td className="tool-table__number">
                      {t("tools.placement.table.hours", { hours: rule.signsHoursBefore })}
                    </td>
                    <td>{rule.checked}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        {model.rules.map((rule) => (
          <details key={rule.id} id={`rule-${rule.id}`} className="rule-details">
            <summary className="tap-target">
              {t("tools.placement.table.details", { rule: rule.name })}
            </summary>
            <RuleFacts rule={rule} sources={model.sources} />
          </details>
        ))}
      </div>
    </Section>
  );
}
