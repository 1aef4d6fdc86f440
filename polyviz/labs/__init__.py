"""Classroom labs: the kernels of the exercises and a checker for each.

Every checker takes the student's answer and returns a :class:`Feedback` — it never raises
for a wrong or missing answer, so a lab notebook runs top to bottom before it is solved.

=============================  ==========================================  ============================
checker                        the exercise                                answer
=============================  ==========================================  ============================
``check_parallel``             make the ``sweep`` nest parallel            Explorer, Schedule or recipe
``check_seidel_tiling``        find a legal tiling of seidel-2d (t, i, j)  Explorer, Schedule or recipe
``check_beat_gemm``            beat the textbook gemm by 3× (measured)     Explorer, Schedule or recipe
``check_illegal_interchange``  explain why interchanging ``shift`` fails   dict (see the function)
=============================  ==========================================  ============================

A recipe string is applied to the lab's kernel (illegal steps included, so the feedback can
name what they break); an Explorer is read through its ``.schedule``.
"""
from .checkers import (LAB_SOURCES, Feedback, check_beat_gemm, check_illegal_interchange,
                       check_parallel, check_seidel_tiling, lab_kernel)

__all__ = ["Feedback", "LAB_SOURCES", "check_beat_gemm", "check_illegal_interchange", "check_parallel",
           "check_seidel_tiling", "lab_kernel"]
