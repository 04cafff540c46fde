import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CityProvider, useCity } from "./city";
import { createStrictContext } from "./strict-context";

function CityName() {
  return createElement("span", null, useCity().city.name);
}

describe("contexts used outside their provider", () => {
  it("throw a developer error naming the provider", () => {
    expect(() => renderToString(createElement(CityName))).toThrow("useCity must be used within a CityProvider");
    const [, useThing] = createStrictContext<number>("Thing");
    const UsesThing = () => createElement("span", null, useThing());
    expect(() => renderToString(createElement(UsesThing))).toThrow("useThing must be used within a ThingProvider");
  });

  it("work inside it, defaulting to Cleveland", () => {
    const html = renderToString(createElement(CityProvider, null, createElement(CityName)));
    expect(html).toContain("Cleveland");
  });
});
