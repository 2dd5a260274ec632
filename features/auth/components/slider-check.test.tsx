// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en, renderWithProviders } from '@/lib/test-utils/render';
import { fakeV2, refusal, type FakeV2 } from '../testing/fake-v2';
import { SliderCheck } from './slider-check';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let served = 0;
let server: FakeV2;
const sliderRisk = vi.fn<(body: unknown) => unknown>();

beforeAll(() => {
  // jsdom has no pointer capture.
  HTMLElement.prototype.setPointerCapture = () => undefined;
});

beforeEach(() => {
  served = 0;
  sliderRisk.mockReset();
  server = fakeV2({
    'user/slider/risk': sliderRisk,
    'user/image/getImageConfig': () => {
      served += 1;
      return {
        challengeId: `challenge-${served}`,
        width: 300,
        height: 150,
        pieceSize: 44,
        pieceY: 40,
        background: `${PNG}#background-${served}`,
        piece: `${PNG}#piece`,
      };
    },
  });
});

afterEach(() => vi.restoreAllMocks());

function setup(onPass = vi.fn()) {
  renderWithProviders(<SliderCheck onPass={onPass} />);
  return onPass;
}

async function drag(to: number[]) {
  const handle = await screen.findByTestId('slider-handle');
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: 500 });
  for (const x of to) fireEvent.pointerMove(handle, { pointerId: 1, clientX: 500 + x });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 500 + (to[to.length - 1] ?? 0) });
}

describe('SliderCheck', () => {
  it('shows the server’s raster picture and piece, the piece at the given height', async () => {
    setup();
    const picture = await screen.findByTestId('slider-picture');
    expect(picture).toHaveAttribute('src', `${PNG}#background-1`);
    const piece = document.querySelector(`img[src="${PNG}#piece"]`);
    expect(piece).toHaveStyle({ top: '40px', left: '0px' });
  });

  it('sends every pointer position of the drag with its time and the release point', async () => {
    sliderRisk.mockReturnValue({ sliderToken: 'pass-1' });
    const onPass = setup();
    await drag([20, 60, 110, 140, 150]);
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('pass-1'));
    const body = server.bodiesOf('user/slider/risk')[0] as {
      challengeId: string;
      x: number;
      trace: { x: number; t: number }[];
    };
    expect(body.challengeId).toBe('challenge-1');
    expect(body.x).toBe(150);
    expect(body.trace.map((p) => p.x)).toEqual([0, 20, 60, 110, 140, 150, 150]);
    for (let i = 1; i < body.trace.length; i++)
      expect(body.trace[i]?.t).toBeGreaterThanOrEqual(body.trace[i - 1]?.t ?? 0);
  });

  it('keeps the piece inside the picture however far the pointer goes', async () => {
    sliderRisk.mockReturnValue({ sliderToken: 'pass-2' });
    setup();
    await drag([100, 400]);
    await waitFor(() => expect(sliderRisk).toHaveBeenCalled());
    expect((server.bodiesOf('user/slider/risk')[0] as { x: number }).x).toBe(256);
  });

  it('says the check failed and shows a new puzzle after a miss', async () => {
    sliderRisk.mockImplementation(() => {
      throw refusal(102020721);
    });
    const onPass = setup();
    await drag([30, 50]);
    expect(await screen.findByText(en.Auth.Slider.failed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('slider-picture')).toHaveAttribute('src', `${PNG}#background-2`),
    );
    expect(onPass).not.toHaveBeenCalled();
  });

  it('loads another puzzle on request', async () => {
    setup();
    await screen.findByTestId('slider-picture');
    fireEvent.click(screen.getByRole('button', { name: en.Auth.Slider.refresh }));
    await waitFor(() =>
      expect(screen.getByTestId('slider-picture')).toHaveAttribute('src', `${PNG}#background-2`),
    );
  });
});
