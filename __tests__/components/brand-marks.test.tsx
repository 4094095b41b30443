import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { brandMarks, everyBrandMark } from "../../src/node/brand-marks";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));

interface Isolated {
  marks: typeof import("../../src/components/brand-marks");
  React: typeof import("react");
  render: typeof import("react-dom/server").renderToStaticMarkup;
}

/**
 * brand-marks.tsx as a build with these marks compiles it: its flags are read once, when it loads,
 * so it is loaded anew, with its own React, and rendered as the build renders the HTML.
 */
function loadWithMarks(marks: ReturnType<typeof brandMarks>): Isolated {
  Object.assign(globalThis, { __DEBRIX_BRAND_MARKS__: marks });
  let loaded: Isolated | undefined;
  jest.isolateModules(() => {
    loaded = {
      marks: jest.requireActual("../../src/components/brand-marks"),
      React: jest.requireActual("react"),
      render: jest.requireActual("react-dom/server").renderToStaticMarkup,
    };
  });
  if (!loaded) throw new Error("brand-marks did not load");
  return loaded;
}

afterEach(() => {
  Object.assign(globalThis, { __DEBRIX_BRAND_MARKS__: everyBrandMark() });
});

describe("the brand marks of one market's build", () => {
  it("draws the market's logo and the glyphs of its social links", () => {
    const { marks, React, render } = loadWithMarks(brandMarks(data.countries.DE));
    const html = render(
      React.createElement(
        React.Fragment,
        null,
        React.createElement(marks.Logo, { variant: "DE", title: "Debrix" }),
        ...data.countries.DE.socialLinks.map((link) =>
          React.createElement(marks.SocialIcon, { key: link.label, network: link.label }),
        ),
      ),
    );
    expect(html.match(/<svg /g)).toHaveLength(1 + data.countries.DE.socialLinks.length);
    expect(html).toContain('<rect x="1" y="10" width="38" height="4" rx="1.2" fill="#0B5D3B">');
  });

  it("names the mark and where the marks come from when asked for one another market shows", () => {
    const { marks, React, render } = loadWithMarks(brandMarks(data.countries.DE));
    expect(() => render(React.createElement(marks.SocialIcon, { network: "Facebook" }))).toThrow(
      "The social glyph \"Facebook\" is not in this build's brand marks (src/node/brand-marks.ts: the market's logo and socialLinks in data/countries/)",
    );
    expect(() =>
      render(React.createElement(marks.Logo, { variant: "FR", title: "Debrix" })),
    ).toThrow('The logo "FR" is not in this build\'s brand marks');
  });
});
