// @vitest-environment jsdom
import { act, useEffect, useRef, useState, type FormEvent } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { typedValues, useTypedBeforeHydration } from "./use-typed-before-hydration";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let submitted: string[] = [];

/** A controlled form like the site's: an effect that resets the state on arrival runs before the adoption. */
function Form() {
  const [values, setValues] = useState({ email: "", topic: "" });
  const ref = useRef<HTMLFormElement>(null);
  // Stands in for an arrival effect that sets the state from the URL (as the blog's search does).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setValues({ email: "", topic: "" }), []);
  useTypedBeforeHydration(ref, values, (typed) => setValues((v) => ({ ...v, ...typed })));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.push(`${values.email}|${values.topic}`);
  };
  return (
    <form ref={ref} onSubmit={onSubmit}>
      <input
        name="email"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <select
        name="topic"
        value={values.topic}
        onChange={(e) => setValues({ ...values, topic: e.target.value })}
      >
        <option value="">Choose</option>
        <option value="GST">GST</option>
      </select>
      <button type="submit">Send</button>
    </form>
  );
}

function prerender() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

async function submit(container: HTMLElement) {
  submitted = [];
  await act(async () => container.querySelector("button")!.click());
  return submitted;
}

describe("typedValues", () => {
  it("lists the named fields whose value differs from the rendered one", () => {
    document.body.innerHTML =
      '<input name="a" value="x"><textarea name="b">typed</textarea><input name="c" value="">';
    expect(typedValues(document, { a: "x", b: "", c: "", missing: "" })).toEqual({ b: "typed" });
  });
});

describe("useTypedBeforeHydration", () => {
  it("keeps what was typed and picked in the prerendered form before hydration", async () => {
    const container = prerender();
    container.querySelector("input")!.value = "founder@example.in";
    container.querySelector("select")!.value = "GST";
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector("input")!.value).toBe("founder@example.in");
    expect(container.querySelector("select")!.value).toBe("GST");
    expect(await submit(container)).toEqual(["founder@example.in|GST"]);
    container.remove();
  });

  it("changes nothing when nothing was typed, or on a client render", async () => {
    const hydrated = prerender();
    await act(async () => {
      hydrateRoot(hydrated, <Form />);
    });
    expect(await submit(hydrated)).toEqual(["|"]);
    hydrated.remove();

    const client = document.createElement("div");
    document.body.append(client);
    await act(async () => {
      createRoot(client).render(<Form />);
    });
    expect(await submit(client)).toEqual(["|"]);
    client.remove();
  });
});
