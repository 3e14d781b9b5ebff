"""A wheel's deltas counted in whole notches: a touchpad's small steps add up, half a notch back and forth
is nothing, and what is left over carries into the next turn."""

from __future__ import annotations

from freecell_gui.ui.widgets.wheel_notches import WHEEL_STEP, WheelNotches


def test_a_whole_notch_each_way() -> None:
    wheel = WheelNotches()
    assert wheel.add(WHEEL_STEP) == 1
    assert wheel.add(-2 * WHEEL_STEP) == -2


def test_small_steps_add_up_and_the_rest_carries() -> None:
    wheel = WheelNotches()
    assert [wheel.add(WHEEL_STEP // 3) for _ in range(3)] == [0, 0, 1]
    assert wheel.add(WHEEL_STEP + WHEEL_STEP // 2) == 1
    assert wheel.add(WHEEL_STEP // 2) == 1


def test_half_a_notch_back_and_forth_is_nothing() -> None:
    wheel = WheelNotches()
    assert wheel.add(WHEEL_STEP // 2) == 0
    assert wheel.add(-WHEEL_STEP) == 0
    assert wheel.add(WHEEL_STEP // 2) == 0
    assert wheel.add(WHEEL_STEP) == 1
