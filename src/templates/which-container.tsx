import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { ToolPage } from "../components/tools/tool-page";
import { Section } from "../components/section";
import { Button } from "../components/button";
import { PageLink } from "../components/page-link";
import { NumberField, SelectField, ZoneField } from "../components/tools/tool-fields";
import { ToolReference } from "../components/tools/which-container-reference";
import { useMarket } from "../hooks/use-market";
import { useVisitor } from "../hooks/use-visitor";
import { usePageAddress } from "../hooks/use-page-address";
import { useSignupLink } from "../hooks/use-signup-link";
import type { WhichContainerModel, ToolPageContext } from "../rules/tools/model-types";
import { formatNumber } from "../rules/tools/number-format";
import { recommend, weightRange, type Recommendation } from "../rules/tools/recommend";
import {
  addressOf,
  EMPTY_FORM,
  FIELD_PARAMS,
  formFromAddress,
  LONGEST_SIDE_M,
  QUANTITY_MODES,
  readQuantity,
  type QuantityError,
  type WhichContainerField,
  type WhichContainerForm,
} from "../rules/tools/which-container-form";
import type { AddressProblem } from "../rules/tools/url-state";
import { findZone, zoneIds } from "../rules/tools/zones";

type Context = ToolPageContext<WhichContainerModel>;

/** Where the form without JavaScript lands: the reference the tool computes from. */
export const REFERENCE_ID = "reference";

/**
 * "Which container?": a waste and a quantity give the weight and how many of which size to order,
 * drawn from what the zone offers, with a sign-up link carrying the choice. The page's model comes
 * from the build (src/node/tool-pages.ts); the browser computes with the rules of
 * src/rules/tools/recommend.ts. Without JavaScript the form sends the visitor to the reference
 * below it, which the same rules drew at build time.
 */
export default function WhichContainerPage({ pageContext }: PageProps<unknown, Context>) {
  const { t } = useTranslation();
  const model = pageContext.tool;
  return (
    <ToolPage
      pageContext={pageContext}
      page="WHICH_CONTAINER"
      seeAlso={{
        name: t("tools.links.canItGoIn"),
        body: t("tools.links.canItGoInBody"),
        path: model.canItGoInPath,
      }}
    >
      <WhichContainerTool model={model} action={`${pageContext.primaryPath}#${REFERENCE_ID}`} />
      <ToolReference model={model} id={REFERENCE_ID} />
    </ToolPage>
  );
}

/** The fields of the chosen way of giving the quantity. */
const MODE_FIELDS: Readonly<Record<WhichContainerForm["mode"], readonly WhichContainerField[]>> = {
  m3: ["m3"],
  pile: ["length", "width", "height"],
  units: ["unit", "count"],
};

/**
 * What the visitor typed, chose or ticked before the page answered through React: the browser kept
 * it in the fields, which hydration leaves as they are (docs/rules.md#early-taps). Only a field
 * that differs from what the server rendered counts.
 */
function typedBeforeHydration(
  form: HTMLFormElement | null,
  rendered: WhichContainerForm,
): Partial<WhichContainerForm> {
  if (!form) return {};
  const typed: Partial<Record<WhichContainerField, string>> = {};
  const data = new FormData(form);
  for (const field of Object.keys(FIELD_PARAMS) as WhichContainerField[]) {
    const value = data.get(FIELD_PARAMS[field]);
    if (typeof value === "string" && value !== rendered[field]) typed[field] = value;
  }
  return typed as Partial<WhichContainerForm>;
}

function WhichContainerTool({ model, action }: { model: WhichContainerModel; action: string }) {
  const { t } = useTranslation();
  const { regions } = useMarket();
  const visitor = useVisitor();
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const { opened, replaceQuery } = usePageAddress();
  const rendered = React.useMemo(
    () => ({ ...EMPTY_FORM, unit: model.units[0]?.id ?? "" }),
    [model.units],
  );
  const [form, setForm] = React.useState<WhichContainerForm>(rendered);
  const [problems, setProblems] = React.useState<AddressProblem[]>([]);
  const [submitted, setSubmitted] = React.useState(false);
  const [ready, setReady] = React.useState(false);

  const unitVolumes = React.useMemo(
    () => new Map(model.units.map((unit) => [unit.id, unit.volumeM3])),
    [model.units],
  );

  // What the fields hold as the page hydrates, read before any render of React's writes its own
  // values into them (the effects of the hydrating commit run before the updates they schedule).
  const typed = React.useRef<Partial<WhichContainerForm>>({});
  React.useEffect(() => {
    typed.current = typedBeforeHydration(formRef.current, rendered);
  }, [rendered]);

  // Once hydrated: the address the page was opened at, then what the visitor did before.
  React.useEffect(() => {
    if (!opened) return;
    const fromAddress = formFromAddress(opened.search, {
      wastes: new Set(model.wastes.map((waste) => waste.id)),
      units: new Set(unitVolumes.keys()),
      zones: new Set(zoneIds(regions)),
      defaultUnit: rendered.unit,
      largestOrderM3: model.largestOrderM3,
    });
    setForm({ ...fromAddress.form, ...typed.current });
    setProblems(fromAddress.problems);
    setReady(true);
  }, [opened, model, regions, rendered, unitVolumes]);

  const reading = readQuantity(form, unitVolumes, model.largestOrderM3);
  const zone = findZone(regions, form.zone);
  const fieldsInError = MODE_FIELDS[form.mode].filter((field) => reading.errors[field]);

  // The address follows the form, once it holds nothing the tool would refuse.
  React.useEffect(() => {
    if (!ready) return;
    if (fieldsInError.every((field) => form[field] === "")) replaceQuery(addressOf(form));
  }, [ready, form, fieldsInError, replaceQuery]);

  // Made once, as the labels and the options below: a keystroke draws again the field it changed
  // and the answer, not the whole form (the fields are memoised, src/components/tools/tool-fields.tsx).
  const set = React.useMemo(() => fieldSetters(setForm), []);
  const labels = React.useMemo(
    () => ({
      form: t("tools.which.formLabel"),
      waste: t("tools.which.wasteLabel"),
      quantity: t("tools.which.quantityLegend"),
      modes: Object.fromEntries(
        QUANTITY_MODES.map((mode) => [mode, t(`tools.which.modes.${mode}`)]),
      ) as Record<WhichContainerForm["mode"], string>,
      m3: t("tools.which.m3Label"),
      length: t("tools.which.lengthLabel"),
      width: t("tools.which.widthLabel"),
      height: t("tools.which.heightLabel"),
      unit: t("tools.which.unitLabel"),
      count: t("tools.which.countLabel"),
      zone: t("tools.which.zoneLabel"),
      zoneAny: t("tools.which.zoneAny"),
      submit: t("tools.which.submit"),
    }),
    [t],
  );
  const errorOf = (field: WhichContainerField): string | undefined => {
    const error = reading.errors[field];
    if (!error || !MODE_FIELDS[form.mode].includes(field)) return undefined;
    if (!submitted && form[field] === "") return undefined;
    return errorText(t, error, field, model, (zone?.region ?? visitor.region).numberFormatted);
  };
  const wasteError = submitted && form.waste === "" ? t("tools.which.errors.waste") : undefined;

  const wasteOptions = React.useMemo(() => {
    const byGroup = new Map<string, WhichContainerModel["wastes"]>();
    for (const waste of model.wastes)
      byGroup.set(waste.group, [...(byGroup.get(waste.group) ?? []), waste]);
    return [
      <option key="" value="">
        {t("tools.which.wasteChoose")}
      </option>,
      ...[...byGroup].map(([group, wastes]) => (
        <optgroup key={group} label={group}>
          {wastes.map((waste) => (
            <option key={waste.id} value={waste.id}>
              {waste.optionName}
            </option>
          ))}
        </optgroup>
      )),
    ];
  }, [model.wastes, t]);
  const unitOptions = React.useMemo(
    () =>
      model.units.map((unit) => (
        <option key={unit.id} value={unit.id}>
          {unit.name}
        </option>
      )),
    [model.units],
  );

  return (
    <Section title={labels.form}>
      {problems.length > 0 && (
        <p className="tool-form__notice">
          {t("tools.which.address", {
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
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            const invalid = [
              ...(form.waste === "" ? (["waste"] as const) : []),
              ...fieldsInError,
            ][0];
            if (invalid)
              formRef.current
                ?.querySelector<HTMLElement>(`[name="${FIELD_PARAMS[invalid]}"]`)
                ?.focus();
          }}
        >
          <SelectField
            id={`${id}-waste`}
            name={FIELD_PARAMS.waste}
            label={labels.waste}
            value={form.waste}
            onChange={set.waste}
            error={wasteError}
          >
            {wasteOptions}
          </SelectField>
          <fieldset className="tool-form__quantity">
            <legend>{labels.quantity}</legend>
            {/* Each radio before the panels, so that the stylesheet shows the chosen one's fields, with or without a script. */}
            {QUANTITY_MODES.map((mode) => (
              <React.Fragment key={mode}>
                <input
                  type="radio"
                  id={`${id}-mode-${mode}`}
                  className="tool-form__radio"
                  name={FIELD_PARAMS.mode}
                  value={mode}
                  checked={form.mode === mode}
                  onChange={() => set.mode(mode)}
                />
                <label htmlFor={`${id}-mode-${mode}`} className="tool-form__mode">
                  {labels.modes[mode]}
                </label>
              </React.Fragment>
            ))}
            <div className="tool-form__panel" data-mode="m3">
              <NumberField
                id={`${id}-m3`}
                name={FIELD_PARAMS.m3}
                label={labels.m3}
                value={form.m3}
                onChange={set.m3}
                error={errorOf("m3")}
              />
            </div>
            <div className="grid tool-form__panel tool-form__sides" data-mode="pile">
              {(["length", "width", "height"] as const).map((side) => (
                <NumberField
                  key={side}
                  id={`${id}-${side}`}
                  name={FIELD_PARAMS[side]}
                  label={labels[side]}
                  value={form[side]}
                  onChange={set[side]}
                  error={errorOf(side)}
                />
              ))}
            </div>
            <div className="grid tool-form__panel tool-form__units" data-mode="units">
              <SelectField
                id={`${id}-unit`}
                name={FIELD_PARAMS.unit}
                label={labels.unit}
                value={form.unit}
                onChange={set.unit}
              >
                {unitOptions}
              </SelectField>
              <NumberField
                id={`${id}-count`}
                name={FIELD_PARAMS.count}
                label={labels.count}
                value={form.count}
                onChange={set.count}
                error={errorOf("count")}
              />
            </div>
          </fieldset>
          <ZoneField
            id={`${id}-zone`}
            name={FIELD_PARAMS.zone}
            label={labels.zone}
            anyLabel={labels.zoneAny}
            value={form.zone}
            onChange={set.zone}
          />
          <div>
            <Button type="submit" dark size="large" tracking="which_container_submit">
              {labels.submit}
            </Button>
          </div>
        </form>
        {/* A status region (what <output> is, but <output> may hold text only): the answer is read out when it changes. */}
        <div className="tool-result" role="status" aria-live="polite">
          {ready && <WhichContainerResult model={model} form={form} volumeM3={reading.volumeM3} />}
        </div>
      </div>
    </Section>
  );
}

/** A setter per field of the form, each writing its field's value into the form's state. */
function fieldSetters(
  setForm: React.Dispatch<React.SetStateAction<WhichContainerForm>>,
): Record<WhichContainerField, (value: string) => void> {
  const fields = Object.keys(FIELD_PARAMS) as WhichContainerField[];
  return Object.fromEntries(
    fields.map((field) => [
      field,
      (value: string) => setForm((current) => ({ ...current, [field]: value })),
    ]),
  ) as Record<WhichContainerField, (value: string) => void>;
}

/** The sentence beside a field the tool cannot use; `phone` is the number to call for a larger job. */
function errorText(
  t: (key: string, values?: Record<string, string>) => string,
  error: QuantityError,
  field: WhichContainerField,
  model: WhichContainerModel,
  phone: string,
): string {
  const number = (value: number) => formatNumber(value, model.numbers);
  switch (error) {
    case "notNumber":
      return t("tools.which.errors.notNumber", { example: number(2.5) });
    case "tooLarge":
      return field === "length" || field === "width" || field === "height"
        ? t("tools.which.errors.tooLong", { longest: number(LONGEST_SIDE_M) })
        : t("tools.which.errors.tooLarge", {
            largest: number(model.largestOrderM3),
            number: phone,
          });
    default:
      return t(`tools.which.errors.${error}`);
  }
}

/** The answer, in sentences: the volume, the weight, what to order and why, and the sign-up. */
function WhichContainerResult({
  model,
  form,
  volumeM3,
}: {
  model: WhichContainerModel;
  form: WhichContainerForm;
  volumeM3: number | undefined;
}) {
  const { t } = useTranslation();
  const { country, regions } = useMarket();
  const visitor = useVisitor();
  const waste = model.wastes.find((candidate) => candidate.id === form.waste);
  const zone = findZone(regions, form.zone);
  const offered = React.useMemo(
    () => new Set(zone ? zone.services : country.services.map((service) => service.key)),
    [zone, country.services],
  );
  const advice: Recommendation | undefined = React.useMemo(() => {
    if (!waste) return undefined;
    // Whether the waste goes in a container at all does not depend on the quantity.
    const answer = recommend(waste, volumeM3 ?? 1, model.sizes, offered, model.extraContainerM3);
    return volumeM3 === undefined && (answer.kind === "containers" || answer.kind === "tooMuch")
      ? undefined
      : answer;
  }, [waste, volumeM3, model, offered]);
  const onlyZone = zoneIds(regions).length === 1 ? zoneIds(regions)[0] : "";
  const size =
    advice?.kind === "containers"
      ? model.sizes.find((candidate) => candidate.id === advice.size.id)
      : undefined;
  const signup = useSignupLink(
    zone?.region.key,
    advice?.kind === "containers"
      ? [
          ["service", advice.service],
          ["waste", waste?.id ?? ""],
          ["size", advice.size.id],
          ["count", String(advice.count)],
          ["zone", form.zone || onlyZone],
        ]
      : [],
  );
  if (!waste || !advice) return null;
  const number = (value: number, digits = 2) => formatNumber(value, model.numbers, digits);
  const tonnes = (value: number) => number(value, value < 1 ? 2 : 1);
  const phone = (zone?.region ?? visitor.region).numberFormatted;
  const serviceLinks = (keys: readonly string[]) =>
    model.services.filter((service) => keys.includes(service.key));

  return (
    <div className="stack tool-result__answer">
      <h3 className="tool-result__title">{t("tools.which.result.title")}</h3>
      {volumeM3 !== undefined && advice.kind !== "services" && advice.kind !== "refused" && (
        <p>
          {t("tools.which.result.volume", { volume: number(volumeM3) })}{" "}
          {(() => {
            const weight = weightRange(waste, volumeM3);
            return t("tools.which.result.weight", {
              low: tonnes(weight.low),
              high: tonnes(weight.high),
              typical: tonnes(weight.typical),
            });
          })()}
        </p>
      )}
      {advice.kind === "containers" && size && volumeM3 !== undefined && (
        <>
          <p className="tool-result__advice">
            {t("tools.which.result.recommend", {
              advice: t("tools.which.advice", {
                count: advice.count,
                size: size.names[advice.service],
              }),
            })}
          </p>
          <p>
            {t("tools.which.result.size", {
              size: size.names[advice.service],
              dimensions: size.dimensions,
              payload: size.payload,
            })}
          </p>
          <ul className="check-list tool-result__why">
            <li>
              {t("tools.which.result.whyFits", {
                volume: number(volumeM3),
                capacity: number(advice.capacityM3),
              })}
            </li>
            <li>
              {t("tools.which.result.whyLoad", {
                density: number(waste.density.high),
                load: tonnes(advice.loadPerContainerT),
                payload: number(advice.size.maxPayloadT, 1),
              })}
            </li>
            {advice.splitBy === "volume" && (
              <li>{t("tools.which.result.whyVolume", { size: number(advice.size.volumeM3) })}</li>
            )}
            {advice.splitBy === "payload" && (
              <li>
                {t("tools.which.result.whyPayload", {
                  high: tonnes(volumeM3 * waste.density.high),
                  payload: number(advice.size.maxPayloadT, 1),
                })}
              </li>
            )}
            {waste.heavy && <li>{t("tools.which.result.whyHeavy")}</li>}
            {advice.apart && <li>{t("tools.which.result.whyApart")}</li>}
          </ul>
          {advice.alsoServices.length > 0 && (
            <p>
              {t("tools.which.result.also", {
                services: serviceLinks(advice.alsoServices)
                  .map((service) => service.name)
                  .join(", "),
              })}
            </p>
          )}
          {model.whereCanItStandPath && (
            <p>
              {t("tools.links.whereCanItStandBody")}{" "}
              <PageLink
                to={`${model.whereCanItStandPath}?${new URLSearchParams([
                  ...(form.zone || onlyZone ? [["zone", form.zone || onlyZone]] : []),
                  ["size", advice.size.id],
                ]).toString()}`}
                className="tap-target"
              >
                {t("tools.links.whereCanItStand")}
              </PageLink>
            </p>
          )}
          <p>
            <Button href={signup} dark size="large" tracking="which_container_signup">
              {t("tools.which.result.signup", {
                advice: t("tools.which.advice", {
                  count: advice.count,
                  size: size.names[advice.service],
                }),
              })}
            </Button>
          </p>
        </>
      )}
      {advice.kind === "services" && (
        <>
          <p>
            {advice.reason === "hazard"
              ? t("tools.which.result.hazard")
              : t("tools.which.result.noContainer")}
          </p>
          <ul className="cluster tool-result__services">
            {serviceLinks(advice.services).map((service) => (
              <li key={service.key}>
                <PageLink to={service.path} className="tap-target">
                  {service.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {advice.kind === "refused" && (
        <>
          <p>{zone ? t("tools.which.result.refusedZone") : t("tools.which.result.refused")}</p>
          {waste.elsewhere && <p>{waste.elsewhere}</p>}
          {waste.entryPath && (
            <p>
              <PageLink to={waste.entryPath} className="tap-target">
                {t("tools.which.result.entry", { waste: waste.name })}
              </PageLink>
            </p>
          )}
        </>
      )}
      {advice.kind === "tooMuch" && <p>{t("tools.which.result.tooMuch", { number: phone })}</p>}
    </div>
  );
}
