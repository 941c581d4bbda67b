import { act, fireEvent, render, screen } from "@testing-library/react";
import { Projects, twoDigits } from "../../src/components/sections/projects";

// react-slick, counting how often the carousel renders (jest allows a mock factory names starting "mock").
const mockCarouselRenders = jest.fn();
jest.mock("react-slick", () => ({
  __esModule: true,
  default: ({ children }: { children: import("react").ReactNode }) => {
    mockCarouselRenders();
    return <div className="slick-slider">{children}</div>;
  },
}));

const image = (src: string) => ({
  childImageSharp: {
    gatsbyImageData: { width: 960, height: 640, layout: "constrained", images: { fallback: { src } } },
  },
});
const data = {
  projectsSection: { label: null, title: "Our Projects", html: null },
  allProject: {
    nodes: ["ONE", "TWO", "THREE", "FOUR"].map((title) => ({
      slug: title.toLowerCase(),
      title,
      description: `${title} description`,
      alt: `${title} artwork`,
      imageCard: image(`/${title}.jpg`),
      large: image(`/${title}-large.jpg`),
    })),
  },
} as unknown as Queries.ProjectsDataFragment;

test("the lightbox opens on the chosen project with its large picture, and pages without rendering the carousel", () => {
  render(<Projects data={data} />);
  const renders = mockCarouselRenders.mock.calls.length;
  fireEvent.mouseDown(screen.getByRole("button", { name: "View TWO" }));
  fireEvent.click(screen.getByRole("button", { name: "View TWO" }));
  expect(screen.getByRole("dialog")).toHaveAccessibleName("TWO");
  expect(screen.getByRole("dialog").querySelector("img")).toHaveAttribute("src", "/TWO-large.jpg");
  fireEvent.click(screen.getByRole("button", { name: "Next project" }));
  expect(screen.getByRole("dialog")).toHaveAccessibleName("THREE");
  expect(mockCarouselRenders.mock.calls.length).toBe(renders);
});

test("pointing at or reaching a project's eye builds its lightbox before the press, still closed", () => {
  render(<Projects data={data} />);
  const dialog = () => screen.getByRole("dialog", { hidden: true });
  const shown = () => [dialog().querySelector("h2")?.textContent, dialog().hasAttribute("open")];
  fireEvent.pointerEnter(screen.getByRole("button", { name: "View THREE" }));
  expect(shown()).toEqual(["THREE", false]);
  fireEvent.focus(screen.getByRole("button", { name: "View TWO" }));
  expect(shown()).toEqual(["TWO", false]);
});

test("focus moves into a prepared lightbox at the press, and back to the eye when it closes", () => {
  render(<Projects data={data} />);
  const eye = screen.getByRole("button", { name: "View TWO" });
  fireEvent.pointerEnter(eye);
  // Focus prepares the project (a render), as a visitor's Tab does.
  act(() => eye.focus());
  fireEvent.click(eye);
  expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(eye).toHaveFocus();
});

test("numbers the dots with two digits", () => {
  expect([1, 6, 10].map(twoDigits)).toEqual(["01", "06", "10"]);
});
